import { Suspense, useLayoutEffect, type ReactNode } from 'react'
import { markContentLoading } from '@/lib/on-demand-content'

/** Suspense for content whose code loads on first use; shows nothing while it loads, and says so. */
export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>
}

function Loading() {
  useLayoutEffect(markContentLoading, [])
  return null
}
