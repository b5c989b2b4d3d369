import { createLocalStore, useLocalStore } from '@/lib/storage/local-store'
import { savedSidebarCollapsed } from '@/lib/sidebar-collapsed'

const sidebarCollapsedStore = createLocalStore(savedSidebarCollapsed)

function toggle(): void {
  sidebarCollapsedStore.set(!sidebarCollapsedStore.get())
}

/**
 * Desktop sidebar width preference, remembered across visits and tabs. CSS draws the width from
 * the <html> attribute, so prerendered markup (always expanded) is right before any script runs.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  return [useLocalStore(sidebarCollapsedStore) ?? false, toggle]
}
