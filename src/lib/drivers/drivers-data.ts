export type DriverStatus = 'active' | 'inactive'

export type Driver = {
  id: number
  name: string
  email: string
  phone: string
  status: DriverStatus
  trips: number
  /** 4.0 to 5.0, one decimal; null for a driver with no trip yet (docs/decisions/0023-add-remove.md). */
  rating: number | null
}

export const SAMPLE_DRIVER_COUNT = 50

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Aisha',
  'David',
  'Mei',
  'Carlos',
  'Sofia',
]
const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Johnson',
  'Nguyen',
  'Brown',
  'Okafor',
  'Miller',
  'Kowalski',
  'Davis',
  'Lopez',
]

/**
 * Placeholder drivers (SPEC §3, §9). Deterministic, so every visit and every shared link shows
 * the same list; every third driver, starting with the first, is inactive.
 */
export function generateSampleDrivers(count: number = SAMPLE_DRIVER_COUNT): Driver[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1
    const first = FIRST_NAMES[index % FIRST_NAMES.length]
    const last =
      LAST_NAMES[(index + 3 * Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length]
    return {
      id,
      name: `${first} ${last}`,
      email: `${first}.${last}${id}@example.com`.toLowerCase(),
      phone: `+1 555-${String(1000 + ((id * 7919) % 9000)).padStart(4, '0')}`,
      status: index % 3 === 0 ? 'inactive' : 'active',
      trips: 20 + ((id * 137) % 480),
      rating: (40 + ((id * 7) % 11)) / 10,
    }
  })
}

export const sampleDrivers: Driver[] = generateSampleDrivers()

/** The driver a URL names (`/dashboard/drivers/2`): only a plain decimal ID, else none. */
export function findDriver(drivers: readonly Driver[], idText: string | undefined): Driver | null {
  if (!idText || !/^[1-9]\d{0,15}$/.test(idText)) return null
  const id = Number(idText)
  return drivers.find((driver) => driver.id === id) ?? null
}
