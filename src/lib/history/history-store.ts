import * as localKeys from '@/config/stored-names/local-keys'
import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
import { jsonCodec } from '@/lib/storage/local-value'
import {
  newChangeId,
  parseStoredHistory,
  recordChange,
  type Change,
  type ChangeKind,
  type DriverNames,
} from '@/lib/history/change-history'

// The change history, saved in this browser and shared by its open tabs: Settings shows it;
// Settings and the drivers desk add to it.

const historyStore = createLocalStore<Change[]>({
  key: localKeys.history,
  codec: jsonCodec(parseStoredHistory),
  fallback: () => [],
})

/** Undefined until the browser has read what it saved (see useLocalStore). */
export const useChangeHistory = () => useLocalStore(historyStore)

/** The signed-in admin's name, recorded with each change; it may still be loading. */
export type Actor = Promise<string>

/**
 * What a change was made to: an admin's name, or drivers (named, and every one by id); nothing for
 * the applications switch.
 */
export type ChangeSubject = { subject?: string; drivers?: DriverNames; driverIds?: number[] }

/** Records a change made now; its entry follows as soon as the admin's name is known. */
export function recordHistory(kind: ChangeKind, by: Actor, about: ChangeSubject = {}): void {
  const at = new Date()
  void by.then((name) => {
    const change: Change = { id: newChangeId(at), kind, ...about, by: name, at: at.toISOString() }
    historyStore.update((history) => recordChange(history, change))
  })
}
