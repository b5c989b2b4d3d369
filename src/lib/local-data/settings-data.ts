import { useStore } from '@/lib/store'
import { readPeople, showStore } from './local-data'
import { adminFault, applicationsFault, type AdminEntry, type ApplicationsSetting } from './records'

// Settings' records as its screen shows them: the admin list and the applications switch. Each is
// undefined in prerendered markup and until the database is read.

const admins = showStore<AdminEntry, readonly AdminEntry[] | undefined>(
  'admins',
  undefined,
  (values) => readPeople(values, adminFault),
  (kept) => kept,
)

const accepting = showStore<ApplicationsSetting, boolean | undefined>(
  'settings',
  undefined,
  (values) => ({
    kept: values.filter((value) => !applicationsFault(value)),
    bad: values.filter((value) => applicationsFault(value)).map(({ key }) => key),
  }),
  ([setting]) => setting?.accepting ?? true,
)

export const useAdmins = () => useStore(admins, undefined)
export const currentAdmins = () => admins.get()
/** Calls `listener` on each change to the admin list, here or in another tab; returns the stop. */
export const watchAdmins = (listener: () => void) => admins.subscribe(listener)
export const useAcceptingApplications = () => useStore(accepting, undefined)
