import { describe, expect, it, vi } from 'vitest'
import { getApiBaseUrl } from '@/config/env'

describe('VITE_API_BASE_URL', () => {
  it('is the delivery service on localhost:8080 when unset', () => {
    vi.stubEnv('VITE_API_BASE_URL', undefined)
    expect(import.meta.env.VITE_API_BASE_URL).toBeUndefined()

    expect(getApiBaseUrl()).toBe('http://localhost:8080')
  })

  it.each(['', '   '])('is localhost:8080 when blank (%j)', (value) => {
    vi.stubEnv('VITE_API_BASE_URL', value)
    expect(getApiBaseUrl()).toBe('http://localhost:8080')
  })

  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    [' https://api.example.com/v2// ', 'https://api.example.com/v2'],
  ])('reads %j as %j, so paths join with one slash', (value, base) => {
    vi.stubEnv('VITE_API_BASE_URL', value)
    expect(getApiBaseUrl()).toBe(base)
  })
})
