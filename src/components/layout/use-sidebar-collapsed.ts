import { useCallback, useSyncExternalStore } from 'react'

export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed'
/** On <html>, set before paint by the head script; the `sidebar-collapsed:` variant reads it. */
export const SIDEBAR_COLLAPSED_ATTRIBUTE = 'data-sidebar-collapsed'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const isCollapsed = () => document.documentElement.hasAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE)

function setCollapsed(collapsed: boolean) {
  document.documentElement.toggleAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE, collapsed)
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed))
  } catch {
    // Not remembered, but still toggled for this visit.
  }
  listeners.forEach((notify) => notify())
}

/**
 * Desktop sidebar width preference, remembered across visits. CSS draws the width from the <html>
 * attribute, so prerendered markup (always expanded) is right before any script runs.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const collapsed = useSyncExternalStore(subscribe, isCollapsed, () => false)
  const toggle = useCallback(() => setCollapsed(!isCollapsed()), [])
  return [collapsed, toggle]
}
