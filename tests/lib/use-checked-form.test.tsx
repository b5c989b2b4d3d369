// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FieldProblem } from '@/lib/contact-fields'
import { useCheckedForm } from '@/lib/use-checked-form'

type Field = 'name' | 'email'
type Answer = FieldProblem<Field> | null

/** A check that answers when the test says (a save in the local database). */
function slowCheck() {
  const answers: ((answer: Answer) => void)[] = []
  const check = vi.fn(() => new Promise<Answer>((resolve) => answers.push(resolve)))
  const answer = (value: Answer) => act(async () => answers.shift()!(value))
  return { check, answer }
}

function Form({
  check,
  submitted,
}: {
  check: () => Promise<Answer>
  submitted: (saved: Promise<boolean>) => void
}) {
  const form = useCheckedForm<Field>({ name: '', email: '' })
  return (
    <form aria-label="Driver" noValidate onSubmit={(event) => submitted(form.submit(event, check))}>
      <label htmlFor={form.idOf('name')}>Name</label>
      <input {...form.field('name')} />
      <label htmlFor={form.idOf('email')}>Email</label>
      <input {...form.field('email')} />
      {form.problem && <p id={form.errorId}>{form.problem.message}</p>}
      <button type="submit" aria-busy={form.busy || undefined}>
        Add
      </button>
    </form>
  )
}

function renderForm(check: () => Promise<Answer>) {
  const saves: Promise<boolean>[] = []
  render(<Form check={check} submitted={(saved) => saves.push(saved)} />)
  return saves
}

describe('a form whose check takes a moment', () => {
  it('shows the problem and focuses its first field once the check answers', async () => {
    const user = userEvent.setup()
    const { check, answer } = slowCheck()
    const saves = renderForm(check)

    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(screen.queryByText('Taken')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus()

    await answer({ message: 'Taken', fields: ['email', 'name'] })

    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(email).toHaveFocus()
    expect(email).toHaveAccessibleDescription('Taken')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
    await expect(saves[0]).resolves.toBe(false)
  })

  it('answers true, showing no problem, when the check finds none', async () => {
    const user = userEvent.setup()
    const { check, answer } = slowCheck()
    const saves = renderForm(check)

    await user.click(screen.getByRole('button', { name: 'Add' }))
    await answer(null)

    await expect(saves[0]).resolves.toBe(true)
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid')
  })

  it('ignores a second submit while the check runs, and checks again once it answered', async () => {
    const user = userEvent.setup()
    const { check, answer } = slowCheck()
    const saves = renderForm(check)

    await user.click(screen.getByRole('button', { name: 'Add' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}')
    expect(check).toHaveBeenCalledOnce()
    await expect(saves[1]).resolves.toBe(false)
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAttribute('aria-busy', 'true')

    await answer({ message: 'Taken', fields: ['email'] })
    expect(screen.getByRole('button', { name: 'Add' })).not.toHaveAttribute('aria-busy')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(check).toHaveBeenCalledTimes(2)
    await answer(null)
  })

  it('can be sent again after a check that failed outright', async () => {
    const user = userEvent.setup()
    const check = vi
      .fn<() => Promise<Answer>>()
      .mockRejectedValueOnce(new Error('no connection'))
      .mockResolvedValueOnce(null)
    // Each outcome as it comes, the failure included (caught at once, as a caller would).
    const outcomes: unknown[] = []
    render(
      <Form
        check={check}
        submitted={(saved) =>
          void saved.then(
            (answer) => outcomes.push(answer),
            (error: Error) => outcomes.push(error.message),
          )
        }
      />,
    )

    await user.click(screen.getByRole('button', { name: 'Add' }))
    await vi.waitFor(() => expect(outcomes).toEqual(['no connection']))
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(check).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(outcomes).toEqual(['no connection', true]))
  })
})
