// Both admin dialogs in one chunk: one request, fetched once the screen has painted.
export { AddAdminDialog } from './add-admin-dialog'
export { DeleteAdminDialog } from './delete-admin-dialog'
