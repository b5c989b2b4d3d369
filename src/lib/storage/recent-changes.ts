/**
 * This tab's latest changes to a saved value, each kept `keepMs` after it was made: long enough to
 * be applied again to another tab's write that crossed it, and no longer (a tab open all day holds
 * a few seconds' worth, not the day's).
 */
export function recentChanges<T>(keepMs: number) {
  let kept: { change: (latest: T) => T; until: number }[] = []
  const forgetOld = (now: number) => (kept = kept.filter(({ until }) => until > now))
  return {
    add(change: (latest: T) => T, now = Date.now()): void {
      forgetOld(now)
      kept.push({ change, until: now + keepMs })
    },
    /** `value` with every change still kept applied to it, oldest first. */
    applyTo(value: T, now = Date.now()): T {
      forgetOld(now)
      return kept.reduce((latest, { change }) => change(latest), value)
    },
    clear(): void {
      kept = []
    },
    /** How many are kept. */
    get size(): number {
      return kept.length
    },
  }
}
