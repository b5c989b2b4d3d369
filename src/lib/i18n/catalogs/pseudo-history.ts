import type { HistoryCatalog } from '../message-types'
import enHistory from './en-history'
import { pseudoCatalog } from './pseudo'

// The change history's texts in the pseudo-language (pseudo.ts), loaded as the other languages' are.
const pseudoHistory: HistoryCatalog = pseudoCatalog(enHistory)

export default pseudoHistory
