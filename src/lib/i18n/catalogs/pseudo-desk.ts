import type { DeskCatalog } from '../message-types'
import enDesk from './en-desk'
import { pseudoCatalog } from './pseudo'

// The drivers desk's texts in the pseudo-language (pseudo.ts), loaded as the other languages' are.
const pseudoDesk: DeskCatalog = pseudoCatalog(enDesk)

export default pseudoDesk
