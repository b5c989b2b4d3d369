import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastError, toastSuccess } from '@/components/ui/toast'
import { announceAdded } from '@/features/drivers/announce-added'
import { focusOutOfToast } from '@/lib/focus'
import { addDrivers } from '@/lib/local-data/driver-changes'
import { currentDrivers } from '@/lib/local-data/local-data'
import { seqOf } from '../../support/local-data'

// The toast after drivers were added, and its Undo. The toast and where focus goes are the page's
// (mocked here): the component suite shows the toast and presses its button.

vi.mock('@/components/ui/toast', () => ({
  UNDO_TOAST_MS: 10_000,
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}))
vi.mock('@/lib/focus', () => ({ focusOutOfToast: vi.fn() }))

afterEach(() => vi.clearAllMocks())

const zoe = {
  name: 'Zoe Quinn',
  email: 'zoe@example.com',
  phone: '+1 555 0100',
  status: 'active' as const,
}
const ada = { ...zoe, name: 'Ada Lovelace', email: 'ada@example.com' }

/** Presses the toast's Undo; resolves once it has said how it went. */
async function pressUndo(): Promise<void> {
  const action = vi.mocked(toastSuccess).mock.lastCall?.[1]?.action
  expect(action?.label).toBe('Undo')
  vi.mocked(toastSuccess).mockClear()
  action!.onClick()
  await vi.waitFor(() =>
    expect(
      vi.mocked(toastSuccess).mock.calls.length + vi.mocked(toastError).mock.calls.length,
    ).toBe(1),
  )
}

describe('the toast after adding', () => {
  it('says a driver was added, naming it, and Undo takes it out again', async () => {
    const added = await addDrivers([zoe], 'drivers-added')
    const field = { tagName: 'BUTTON' } as unknown as HTMLElement
    announceAdded({ seq: seqOf(added), names: ['Zoe Quinn'] }, 'drivers-added', () => field)
    expect(toastSuccess).toHaveBeenCalledWith('Driver added', {
      description: 'Zoe Quinn',
      action: { label: 'Undo', onClick: expect.any(Function) },
      duration: 10_000,
    })
    await pressUndo()
    expect(focusOutOfToast).toHaveBeenCalledWith(field)
    expect(toastSuccess).toHaveBeenCalledWith('Undone: the driver is out of the list again')
    expect(currentDrivers()).toHaveLength(50)
  })

  it('counts the drivers a file added, and Undo takes them all out', async () => {
    const imported = await addDrivers([zoe, ada], 'drivers-imported')
    announceAdded(
      { seq: seqOf(imported), names: ['Zoe Quinn', 'Ada Lovelace'] },
      'drivers-imported',
      () => null,
    )
    expect(toastSuccess).toHaveBeenCalledWith(
      'Imported 2 drivers',
      expect.objectContaining({ description: 'Zoe Quinn and Ada Lovelace' }),
    )
    await pressUndo()
    expect(toastSuccess).toHaveBeenCalledWith(
      'Undone: the drivers from the file are out of the list again',
    )
    expect(currentDrivers()).toHaveLength(50)
  })

  it('offers no Undo when nothing was saved to undo', () => {
    announceAdded({ seq: null, names: ['Zoe Quinn'] }, 'drivers-added', () => null)
    expect(vi.mocked(toastSuccess).mock.lastCall?.[1]?.action).toBeUndefined()
  })

  it('says why when the Undo cannot be saved, and the driver stays', async () => {
    const added = await addDrivers([zoe], 'drivers-added')
    announceAdded({ seq: seqOf(added), names: ['Zoe Quinn'] }, 'drivers-added', () => null)
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await pressUndo()
    add.mockRestore()
    expect(toastError).toHaveBeenCalledWith('Could not save: this browser’s storage is full')
    expect(currentDrivers()).toHaveLength(51)
  })
})
