import { expect } from 'vitest'
import type { commit } from '@/lib/local-data/commit'

/** The log entry of a change the test expects to have been saved. */
export function seqOf(committed: Awaited<ReturnType<typeof commit>>): number {
  if (!committed.ok || committed.seq === null) {
    expect.fail(`the change was not saved: ${JSON.stringify(committed)}`)
  }
  return committed.seq
}
