// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { dialogIsOpen, SCREEN_PANEL } from '@/lib/keyboard/open-dialog'

afterEach(() => document.body.replaceChildren())

const add = (html: string) => document.body.insertAdjacentHTML('beforeend', html)

describe('dialogIsOpen', () => {
  it('is false with no dialog, or one animating out', () => {
    expect(dialogIsOpen()).toBe(false)
    add('<div role="dialog" data-state="closed"></div>')
    expect(dialogIsOpen()).toBe(false)
  })

  it.each(['<div role="dialog" data-state="open"></div>', '<div role="alertdialog"></div>'])(
    'is true with %s',
    (html) => {
      add(html)
      expect(dialogIsOpen()).toBe(true)
    },
  )

  it("leaves a screen's panel out only when asked to", () => {
    add(`<div role="dialog" data-state="open" ${SCREEN_PANEL}></div>`)
    expect(dialogIsOpen()).toBe(true)
    expect(dialogIsOpen(document, { besidesPanels: true })).toBe(false)
    add('<div role="alertdialog" data-state="open"></div>')
    expect(dialogIsOpen(document, { besidesPanels: true })).toBe(true)
  })
})
