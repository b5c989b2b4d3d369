import { useCallback, useState } from 'react'

const STORAGE_KEY = 'sidebar-collapsed'

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

/** Desktop sidebar width preference, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      try {
        localStorage.setItem(STORAGE_KEY, String(!was))
      } catch {
        // Not remembered, but still toggled for this visit.
      }
      return !was
    })
  }, [])
  return [collapsed, toggle]
}
