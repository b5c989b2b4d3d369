// What Import takes at most, said before a file is chosen (the dialog) and kept as it is read
// (driver-import.ts): apart from the reader, so the dialog says it without loading Papa Parse.

export const MAX_IMPORT_BYTES = 1024 * 1024
export const MAX_IMPORT_ROWS = 1000
