// IndexedDB databases (see local-keys.ts for the registry's rules): kept until cleared, shared by
// every open tab. Renaming one would leave what admins saved behind under the old name.

/** What admins change (lib/local-data): version 1 held only the driver id counter. */
export const localData = 'fleet-admin'
