// What a value saved in this browser is, without React: the head script reads these before paint.

/** How a value is written as its string in localStorage, and read back (null: not a valid value). */
export type Codec<T> = {
  encode: (value: T) => string
  decode: (raw: string) => T | null
}

/** JSON, checked when read by `parse` (null when the parsed value is not a valid T). */
export function jsonCodec<T>(parse: (value: unknown) => T | null): Codec<T> {
  return {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      try {
        return parse(JSON.parse(raw))
      } catch {
        return null // Not JSON: unreadable, like any other value not in the expected form.
      }
    },
  }
}

/** One of a few values stored as their plain text ('dark', 'true'), as the head script reads them. */
export function plainTextCodec<T extends string | boolean>(...values: T[]): Codec<T> {
  return {
    encode: (value) => String(value),
    decode: (raw) => values.find((value) => String(value) === raw) ?? null,
  }
}

/** A value saved in localStorage under one key. */
export type LocalValue<T> = {
  key: string
  codec: Codec<T>
  /** The value when nothing readable is saved; asked each time, as it may depend on the system. */
  fallback: () => T
  /** Puts the value where CSS reads it (on <html>): on every change, and before paint (head script). */
  show?: (value: T) => void
}

/** The text saved under `key`; null when there is none or storage is blocked (privacy settings). */
export function readSavedText(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** The saved value, else the fallback: as the head script reads it before paint. */
export function readLocalValue<T>({ key, codec, fallback }: LocalValue<T>): T {
  const raw = readSavedText(key)
  return (raw === null ? null : codec.decode(raw)) ?? fallback()
}

/** Shows the saved value, else the fallback, on <html>: the head script does so before paint. */
export function showLocalValue<T>(value: LocalValue<T>): void {
  value.show?.(readLocalValue(value))
}
