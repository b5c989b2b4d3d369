import { screen } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ThemeToggle } from '@/components/layout/theme-toggle'
import { renderWithRouter } from '../../support/component'

// The colour a phone's address bar takes: index.html's, which the theme keeps up to date.
let barColour: HTMLMetaElement
beforeEach(() => {
  barColour = document.createElement('meta')
  barColour.name = 'theme-color'
  barColour.content = '#ffffff'
  document.head.append(barColour)
})
afterEach(() => barColour.remove())

const background = () => getComputedStyle(document.body).backgroundColor

describe('the theme toggle, with the app’s CSS', () => {
  it('starts light, and each click switches the page, its label, the bars and the saved theme', async () => {
    renderWithRouter(<ThemeToggle />)
    expect(document.documentElement).not.toHaveClass('dark')
    expect(background()).toBe('rgb(255, 255, 255)')

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(background()).toBe('rgb(9, 9, 11)')
    expect(barColour.content).toBe('#09090b')
    expect(localStorage.getItem('theme')).toBe('dark')
    // Named by what it will do next; the sun drawn in place of the moon.
    const toLight = screen.getByRole('button', { name: 'Switch to light theme' })
    const [moon, sun] = toLight.querySelectorAll('svg')
    expect(moon).not.toBeVisible()
    expect(sun).toBeVisible()

    await userEvent.click(toLight)
    expect(document.documentElement).not.toHaveClass('dark')
    expect(background()).toBe('rgb(255, 255, 255)')
    expect(barColour.content).toBe('#ffffff')
    expect(localStorage.getItem('theme')).toBe('light')
    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' })
    expect(toDark.querySelectorAll('svg')[0]).toBeVisible()
    expect(toDark.querySelectorAll('svg')[1]).not.toBeVisible()
  })
})
