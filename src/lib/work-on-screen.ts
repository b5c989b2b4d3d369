import { useEffect } from 'react'

/*
 * What a reload would lose because nothing keeps it (docs/decisions/0014-new-build.md): a selection a screen holds (the drivers ticked), or text in a field on screen
 * that the URL does not keep. While there is any, the tab never reloads on its own
 * (lib/stale-build.ts); the admin decides, with a Reload button.
 */

const selections = new Set<object>()

/** While `selected` (a non-empty selection is on screen), the tab does not reload on its own. */
export function useSelectionOnScreen(selected: boolean): void {
  useEffect(() => {
    if (!selected) return
    const selection = {}
    selections.add(selection)
    return () => void selections.delete(selection)
  }, [selected])
}

/** Inputs that hold no typed text. */
const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])

/**
 * A text field (an input that takes text, a textarea) holding text, unless the URL's query holds
 * the same text (the drivers search once the URL has followed it): reloading brings that back.
 */
export function textNotInUrl(doc: Document, search: string): boolean {
  const kept = new Set([...new URLSearchParams(search).values()].map((value) => value.trim()))
  const fields = doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')
  return [...fields].some((field) => {
    if (field instanceof HTMLInputElement && NOT_TEXT.has(field.type)) return false
    const text = field.value.trim()
    return text !== '' && !kept.has(text)
  })
}

/** Whether the admin has a selection, or typed text the URL does not keep, on screen. */
export function hasWorkOnScreen(
  doc: Document | undefined = globalThis.document,
  search = globalThis.location?.search ?? '',
): boolean {
  return selections.size > 0 || (doc !== undefined && textNotInUrl(doc, search))
}
