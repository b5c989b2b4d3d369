// Add Driver and Import drivers in one chunk: one request, fetched when either button is pointed
// at or focused. The file reader and its parser load apart, once a file is chosen.
export { AddDriverDialog } from './add-driver-dialog'
export { ImportDriversDialog } from './import-drivers-dialog'
