import { useCallback, useSyncExternalStore } from 'react'

const STORAGE_KEY = 'sidebar-collapsed'
/** On <html>, set before paint by index.html's inline script; the `sidebar-collapsed:` variant reads it. */
const ATTRIBUTE = 'data-sidebar-collapsed'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const isCollapsed = () => document.documentElement.hasAttribute(ATTRIBUTE)

function setCollapsed(collapsed: boolean) {
  document.documentElement.toggleAttribute(ATTRIBUTE, collapsed)
  try {
    localStorage.setItem(STORAGE_KEY, String(collapsed))
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
