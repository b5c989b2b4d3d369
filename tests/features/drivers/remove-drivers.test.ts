// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastError, toastSuccess } from '@/components/ui/toast'
import { focusOutOfToast } from '@/lib/focus'
import { nextInLine, removeQuestion, removeWithUndo } from '@/features/drivers/remove-drivers'
import { sampleDrivers } from '@/lib/drivers/drivers-data'
import { addDrivers, removeDrivers } from '@/lib/local-data/driver-changes'
import { connection, currentDrivers } from '@/lib/local-data/local-data'

// Removing drivers and its Undo, as the toast says them. The toast and where focus goes are the
// page's (mocked here): the component suite shows the toast and presses its button.

vi.mock('@/components/ui/toast', () => ({
  UNDO_TOAST_MS: 10_000,
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}))
vi.mock('@/lib/focus', () => ({ focusOutOfToast: vi.fn(), focusBack: vi.fn() }))

afterEach(() => vi.clearAllMocks())

const [james, maria, robert] = [sampleDrivers[0]!, sampleDrivers[1]!, sampleDrivers[2]!]
/** A new driver with the e-mail `driver` had: that driver can no longer come back. */
const takenFrom = (driver: { email: string }) => ({
  name: 'New',
  email: driver.email,
  phone: '+1 555 0100',
  status: 'active' as const,
})
const listed = (id: number) => currentDrivers().some((driver) => driver.id === id)

/** The Undo of the last success toast, pressed; resolves when its change is saved. */
async function pressUndo(): Promise<void> {
  const options = vi.mocked(toastSuccess).mock.lastCall?.[1]
  expect(options?.action?.label).toBe('Undo')
  expect(options?.duration).toBe(10_000)
  vi.mocked(toastSuccess).mockClear()
  options!.action!.onClick()
  await vi.waitFor(() =>
    expect(
      vi.mocked(toastSuccess).mock.calls.length + vi.mocked(toastError).mock.calls.length,
    ).toBe(1),
  )
}

describe('where focus goes after a removal', () => {
  const removed =
    (...ids: number[]) =>
    (id: number) =>
      ids.includes(id)

  it('tries the drivers after the first one removed, then those before it, nearest first', () => {
    expect(nextInLine([1, 2, 3, 4, 5], removed(2, 3))).toEqual([4, 5, 1])
    expect(nextInLine([1, 2, 3, 4, 5], removed(2, 4))).toEqual([3, 5, 1])
    expect(nextInLine([1, 2, 3, 4, 5], removed(4, 5))).toEqual([3, 2, 1])
  })

  it('has none when every driver shown was removed, or none shown was', () => {
    expect(nextInLine([1, 2], removed(1, 2))).toEqual([])
    expect(nextInLine([1, 2], removed(7))).toEqual([])
  })
})

describe('the question before removing', () => {
  it('names one driver, or counts several and names them', () => {
    expect(removeQuestion([maria])).toEqual({
      title: 'Remove Maria Garcia?',
      description: 'Maria Garcia will be taken out of the list. You can undo this straight after.',
    })
    expect(removeQuestion([james, maria])).toEqual({
      title: 'Remove 2 drivers?',
      description:
        'James Smith and Maria Garcia will be taken out of the list. You can undo this straight after.',
    })
  })
})

describe('removing with Undo', () => {
  it('names the one driver removed, and Undo puts the driver back', async () => {
    const row = { tagName: 'A' } as unknown as Element
    expect(await removeWithUndo([maria], () => [row, null])).toEqual(expect.any(Function))
    expect(listed(maria.id)).toBe(false)
    expect(toastSuccess).toHaveBeenCalledWith('Removed Maria Garcia', {
      description: undefined,
      action: { label: 'Undo', onClick: expect.any(Function) },
      duration: 10_000,
    })
    await pressUndo()
    expect(focusOutOfToast).toHaveBeenCalledWith(row, null)
    expect(toastSuccess).toHaveBeenCalledWith('Undone: 1 driver is back', {
      description: undefined,
    })
    expect(listed(maria.id)).toBe(true)
  })

  it('counts and names several, and a second Undo says nothing', async () => {
    await removeWithUndo([james, maria], () => [])
    expect(toastSuccess).toHaveBeenCalledWith(
      'Removed 2 drivers',
      expect.objectContaining({ description: 'James Smith and Maria Garcia' }),
    )
    const undoTwice = vi.mocked(toastSuccess).mock.lastCall![1]!.action!.onClick
    await pressUndo()
    expect(toastSuccess).toHaveBeenCalledWith('Undone: 2 drivers are back', {
      description: undefined,
    })
    vi.mocked(toastSuccess).mockClear()
    undoTwice()
    await connection()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(toastSuccess).not.toHaveBeenCalled()
    expect(toastError).not.toHaveBeenCalled()
  })

  it('puts back those it can and says why not each of the others', async () => {
    await removeWithUndo([james, maria, robert], () => [])
    await addDrivers([takenFrom(maria), takenFrom(robert)], 'drivers-added')
    await pressUndo()
    expect(toastSuccess).toHaveBeenCalledWith('Undone: 1 driver is back', {
      description:
        'Could not put back Maria Garcia: another driver has this email now ' +
        'Could not put back Robert Johnson: another driver has this email now',
    })
    expect(listed(james.id)).toBe(true)
    expect(listed(maria.id)).toBe(false)
  })

  it('says why when none can come back', async () => {
    await removeWithUndo([maria, robert], () => [])
    await addDrivers([takenFrom(maria), takenFrom(robert)], 'drivers-added')
    await pressUndo()
    expect(toastError).toHaveBeenCalledWith(
      'Could not put back Maria Garcia: another driver has this email now ' +
        'Could not put back Robert Johnson: another driver has this email now',
    )
    expect(toastSuccess).not.toHaveBeenCalled()
  })

  it('offers no Undo when another tab had removed the driver already', async () => {
    await removeDrivers([maria.id])
    expect(await removeWithUndo([maria], () => [])).toEqual(expect.any(Function))
    expect(toastSuccess).toHaveBeenCalledWith(
      'Removed Maria Garcia',
      expect.objectContaining({ action: undefined }),
    )
  })

  it('says the storage is full and keeps the driver when the removal cannot be saved', async () => {
    await connection()
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(await removeWithUndo([maria], () => [])).toBeNull()
    add.mockRestore()
    expect(toastError).toHaveBeenCalledWith('Could not save: this browser’s storage is full')
    expect(toastSuccess).not.toHaveBeenCalled()
    expect(listed(maria.id)).toBe(true)
  })

  it('says the storage is full when the Undo cannot be saved, and the driver stays out', async () => {
    await removeWithUndo([maria], () => [])
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await pressUndo()
    add.mockRestore()
    expect(toastError).toHaveBeenCalledWith('Could not save: this browser’s storage is full')
    expect(listed(maria.id)).toBe(false)
  })
})
