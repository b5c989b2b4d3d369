import { expect } from 'vitest'
import {
  entryFor,
  type ChangeKind,
  type LogEntry,
  type StoreName,
  type Write,
} from '@/lib/local-data/change-log'
import type { commit } from '@/lib/local-data/commit'

/** The log entry of a change the test expects to have been saved. */
export function seqOf(committed: Awaited<ReturnType<typeof commit>>): number {
  if (!committed.ok || committed.seq === null) {
    expect.fail(`the change was not saved: ${JSON.stringify(committed)}`)
  }
  return committed.seq
}

/** When the entries tests make were made. */
export const ENTRY_TIME = new Date('2026-11-23T10:00:00.000Z')

/** A log entry as stored, made by the log's own `entryFor` at ENTRY_TIME. */
export const logEntry = (
  kind: ChangeKind,
  store: StoreName,
  writes: Write[],
  by: string | null,
): LogEntry => ({
  ...entryFor(kind, store, writes, by, ENTRY_TIME),
  seq: 1,
  bytes: 0,
})

/** A sentence as the page reads it: without the marks that set its names and values apart. */
export const plainSentence = (sentence: string) => sentence.replace(/[\u2068\u2069]/g, '')
