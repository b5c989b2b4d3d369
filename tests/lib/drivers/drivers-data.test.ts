import { describe, expect, it } from 'vitest'
import { findDriver, generateSampleDrivers, sampleDrivers } from '@/lib/drivers/drivers-data'

describe('sample drivers (SPEC §3, §9)', () => {
  it('has 50 drivers with ids 1..50', () => {
    expect(sampleDrivers).toHaveLength(50)
    expect(sampleDrivers.map((d) => d.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  it('makes every third driver, starting with the first, inactive', () => {
    sampleDrivers.forEach((driver, index) => {
      expect(driver.status).toBe(index % 3 === 0 ? 'inactive' : 'active')
    })
    expect(sampleDrivers.filter((d) => d.status === 'inactive')).toHaveLength(17)
  })

  it('rates every driver 4.0 to 5.0 with one decimal', () => {
    for (const { rating } of sampleDrivers) {
      if (rating === null) throw new Error('every sample driver has a rating')
      expect(rating).toBeGreaterThanOrEqual(4)
      expect(rating).toBeLessThanOrEqual(5)
      expect(Math.round(rating * 10) / 10).toBe(rating)
    }
    expect(new Set(sampleDrivers.map((d) => d.rating)).size).toBeGreaterThan(5)
  })

  it('gives every driver a name, a unique example.com e-mail, a phone and whole trips', () => {
    expect(new Set(sampleDrivers.map((d) => d.email)).size).toBe(50)
    for (const driver of sampleDrivers) {
      expect(driver.name).toMatch(/^\S+ \S+$/)
      expect(driver.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.com$/)
      expect(driver.phone).toMatch(/\d{3}-\d{4}$/)
      expect(Number.isInteger(driver.trips)).toBe(true)
    }
  })

  it('is the same list on every load', () => {
    expect(generateSampleDrivers()).toEqual(sampleDrivers)
  })
})

describe('findDriver', () => {
  it('finds a driver by the ID in its URL', () => {
    expect(findDriver(sampleDrivers, '2')?.name).toBe('Maria Garcia')
    expect(findDriver(sampleDrivers, '50')?.id).toBe(50)
  })

  it.each([undefined, '', '0', '51', '02', '2.0', '1e1', ' 2', '-2', 'abc', '9'.repeat(20)])(
    'finds none for %j',
    (id) => {
      expect(findDriver(sampleDrivers, id)).toBeNull()
    },
  )
})
