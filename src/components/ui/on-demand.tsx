import { Suspense, useLayoutEffect, type ReactNode } from 'react'
import { markContentLoading } from '@/lib/content-loading'

/**
 * Suspense for content whose code loads on first use; shows `fallback` (nothing unless given) while
 * it loads, and says so.
 */
export function OnDemand({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense
      fallback={
        <>
          <Loading />
          {fallback}
        </>
      }
    >
      {children}
    </Suspense>
  )
}

function Loading() {
  useLayoutEffect(markContentLoading, [])
  return null
}
