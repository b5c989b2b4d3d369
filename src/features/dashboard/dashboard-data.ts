import { Activity, UserCheck, UserX, type LucideIcon } from 'lucide-react'

// Placeholder figures, hard-coded as SPEC §2 says; a real statistics endpoint would replace this module.
export type StatCard = { title: string; value: number; note: string; icon: LucideIcon }

export const statCards: StatCard[] = [
  { title: 'Total Drivers', value: 124, note: '+12 from last month', icon: Activity },
  { title: 'Active Drivers', value: 98, note: '79% of total', icon: UserCheck },
  { title: 'Inactive Drivers', value: 26, note: '21% of total', icon: UserX },
]

export type ActivityEntry = { id: number; name: string; action: string; time: string }

export const recentActivity: ActivityEntry[] = [
  { id: 1, name: 'John Smith', action: 'completed a trip', time: '2 minutes ago' },
  { id: 2, name: 'Sarah Johnson', action: 'went online', time: '15 minutes ago' },
  { id: 3, name: 'Mike Davis', action: 'completed a trip', time: '1 hour ago' },
  { id: 4, name: 'Emily Brown', action: 'went offline', time: '2 hours ago' },
]
