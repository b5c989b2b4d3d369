import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { FieldProblem } from '@/lib/contact-fields'

type Control = HTMLInputElement | HTMLSelectElement

/**
 * A form checked as it saves (Add Admin, Edit driver: the local database checks each record's rule
 * as it writes it): the values typed, and what is wrong with which fields, each marked
 * (`aria-invalid`) and described by the message, the first focused.
 */
export function useCheckedForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial)
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null)
  // A save under way shows on the submit button (FormFooter), and a second press does nothing.
  const [busy, setBusy] = useState(false)
  const id = useId()
  const errorId = `${id}-error`
  // A check that takes a moment (a save in the local database) runs once, however often Enter is
  // pressed.
  const checking = useRef(false)

  // Editing a faulty field takes its mark away; the message goes with the last mark.
  const edit = (key: Field, value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setProblem((current) => {
      const fields = current?.fields.filter((field) => field !== key) ?? []
      return current && fields.length > 0 ? { ...current, fields } : null
    })
  }

  const show = (form: HTMLFormElement, found: FieldProblem<Field> | null) => {
    setProblem(found)
    if (!found) return true
    const [first] = found.fields
    const firstFaulty = first && form.elements.namedItem(first)
    if (firstFaulty instanceof HTMLElement) firstFaulty.focus()
    return false
  }

  /** Saves through `check`, which answers what is wrong, if anything; once at a time. */
  async function submit(
    event: FormEvent<HTMLFormElement>,
    check: () => Promise<FieldProblem<Field> | null>,
  ): Promise<boolean> {
    event.preventDefault()
    const form = event.currentTarget
    if (checking.current) return false
    checking.current = true
    setBusy(true)
    try {
      return show(form, await check())
    } finally {
      // A check that failed outright leaves the form as it was, ready to be sent again.
      checking.current = false
      setBusy(false)
    }
  }

  return {
    values,
    problem,
    busy,
    errorId,
    /** The id of a field's control, for its label. */
    idOf: (key: Field) => `${id}-${key}`,
    field: (key: Field) => {
      const faulty = problem?.fields.includes(key) ?? false
      return {
        id: `${id}-${key}`,
        name: key,
        value: values[key],
        'aria-required': true,
        'aria-invalid': faulty || undefined,
        'aria-describedby': faulty ? errorId : undefined,
        onChange: (event: ChangeEvent<Control>) => edit(key, event.target.value),
      }
    },
    /** Starts again from `next` with nothing marked. */
    reset: (next: Record<Field, string> = initial) => {
      setValues(next)
      setProblem(null)
    },
    /**
     * The submit handler: `check` saves the values, or says what is wrong (shown, and its first
     * field focused). True when saved.
     */
    submit,
  }
}
