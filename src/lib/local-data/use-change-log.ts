import { useEffect, useState } from 'react'
import { useStore } from '@/lib/store'
import { readEntry, type LogEntry } from './change-log'
import type { Database } from './database'
import { connection, logSeq } from './local-data'

// The change log as a history list shows it: read when shown, and again whenever the log grows
// (a commit here or in another tab). Loaded with the lists that show it, not with every screen.

/** The entries `read` finds, newest first; undefined until read. A bad entry is left out alone. */
function useLogEntries(key: string, read: (db: Database) => Promise<unknown[]>) {
  const seq = useStore(logSeq, 0)
  const [shown, setShown] = useState<{ key: string; entries: LogEntry[] }>()
  useEffect(() => {
    let current = true
    void connection()
      .then(({ db }) => read(db))
      .then((values) => {
        const entries = values.flatMap((value) => readEntry(value) ?? [])
        if (current) setShown({ key, entries: entries.sort((a, b) => b.seq - a.seq) })
      })
    return () => void (current = false)
    // `read` follows `key`: a new function each render asks the same question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, seq])
  return shown?.key === key ? shown.entries : undefined
}

/** The newest `count` changes (Settings' history). */
export const useLatestChanges = (count: number) =>
  useLogEntries(`latest:${count}`, async (db) => {
    const entries: unknown[] = []
    let cursor = await db.transaction('log').store.openCursor(null, 'prev')
    while (cursor && entries.length < count) {
      entries.push(cursor.value)
      cursor = await cursor.continue()
    }
    return entries
  })

/** Every change that touched driver `id` (its panel's history). */
export const useDriverChanges = (id: number) =>
  useLogEntries(`driver:${id}`, (db) => db.getAllFromIndex('log', 'driver', id))
