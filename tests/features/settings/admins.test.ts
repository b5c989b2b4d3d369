import { contactMessages } from '@/lib/contact-fields'
import { describe, expect, it } from 'vitest'
import {
  addAdmin,
  adminMessages,
  initialAdmins,
  mergeOrder,
  nextAdminId,
  parseStoredAdmins,
  removeAdmin,
  restoreAdmin,
  type AdminEntry,
  type RemovedAdmin,
} from '@/features/settings/admins'

const valid = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 (555) 010-2000' }

describe('admin list', () => {
  it('starts with two admins', () => {
    expect(initialAdmins).toHaveLength(2)
  })

  it('adds with id = highest id + 1, even after gaps', () => {
    const list = [
      { id: 3, name: 'A', email: 'a@example.com', phone: '1' },
      { id: 9, name: 'B', email: 'b@example.com', phone: '2' },
    ]
    const result = addAdmin(list, valid)

    expect(result).toMatchObject({ ok: true, added: { id: 10, ...valid } })
    expect(nextAdminId([])).toBe(1)
  })

  it('trims every field', () => {
    const result = addAdmin(initialAdmins, {
      name: '  Grace Hopper ',
      email: ' grace@example.com ',
      phone: ' 555 1234 ',
    })

    expect(result).toMatchObject({
      ok: true,
      added: { name: 'Grace Hopper', email: 'grace@example.com', phone: '555 1234' },
    })
  })

  it.each([
    ['name', { ...valid, name: '' }, ['name']],
    ['email', { ...valid, email: '' }, ['email']],
    ['phone', { ...valid, phone: '' }, ['phone']],
    ['whitespace-only name', { ...valid, name: '   ' }, ['name']],
    ['whitespace-only phone', { ...valid, phone: '\t ' }, ['phone']],
    ['email and phone', { ...valid, email: '', phone: ' ' }, ['email', 'phone']],
    ['form', { name: '', email: '', phone: '' }, ['name', 'email', 'phone']],
  ])('refuses an empty %s with "Please fill all fields", naming it', (_case, input, fields) => {
    expect(addAdmin(initialAdmins, input)).toEqual({
      ok: false,
      message: 'Please fill all fields',
      fields,
    })
  })

  // The rule <input type="email"> itself checks (WHATWG HTML, "valid e-mail address").
  it.each([
    'not-an-email',
    'a b@example.com',
    '@example.com',
    'ada@',
    '"><svg/onload=alert(3)>@x.io',
    'ada@exa_mple.com',
    'ada@-example.com',
    'ada@example..com',
    'ada@example.com.',
    'josé@example.com',
    'ada@@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses the e-mail %s', (email) => {
    expect(addAdmin(initialAdmins, { ...valid, email })).toEqual({
      ok: false,
      message: contactMessages.invalidEmail(),
      fields: ['email'],
    })
  })

  it.each([
    'a@b',
    "o'neil+admins@example.com",
    'ops@mail-1.example.co.uk',
    'UPPER.case@EXAMPLE.COM',
  ])('accepts the e-mail %s, as the browser would', (email) => {
    expect(addAdmin(initialAdmins, { ...valid, email })).toMatchObject({ ok: true })
  })

  it.each([
    ['+-()', contactMessages.phoneWithoutDigits()],
    ['---', contactMessages.phoneWithoutDigits()],
    ['no digits', contactMessages.phoneCharacters()],
    ['555 abc', contactMessages.phoneCharacters()],
    ['555+1', contactMessages.phoneCharacters()],
    ['1'.repeat(31), contactMessages.phoneTooLong()],
  ])('refuses the phone %s, saying why', (phone, message) => {
    expect(addAdmin(initialAdmins, { ...valid, phone })).toEqual({
      ok: false,
      message,
      fields: ['phone'],
    })
  })

  it.each(['+1 (555) 010-2000', '555.0142', '0'])('accepts the phone %s', (phone) => {
    expect(addAdmin(initialAdmins, { ...valid, phone })).toMatchObject({ ok: true })
  })

  it('accepts every field at exactly its limit: name 100, e-mail 254, phone 30 characters', () => {
    const atLimit = {
      name: 'n'.repeat(100),
      email: `${'e'.repeat(242)}@example.com`,
      phone: `+${'1'.repeat(29)}`,
    }
    expect([atLimit.name.length, atLimit.email.length, atLimit.phone.length]).toEqual([
      100, 254, 30,
    ])

    expect(addAdmin(initialAdmins, atLimit)).toMatchObject({ ok: true, added: atLimit })
  })

  it.each([
    ['junk before the name part', 'x y@example.com'],
    ['junk after the domain', 'ada@example.com junk'],
    ['a second @', 'ada@home@example.com'],
    ['nothing after the dot', 'ada@example.'],
    ['an e-mail of 255 characters', `${'e'.repeat(243)}@example.com`],
  ])('refuses an e-mail with %s', (_case, email) => {
    expect(addAdmin(initialAdmins, { ...valid, email })).toMatchObject({
      ok: false,
      message: contactMessages.invalidEmail(),
    })
  })

  it.each([
    ['letters before the digits', 'tel 555 0101'],
    ['letters after the digits', '555 0101 ext'],
    ['a + that is not first', '1+555'],
  ])('refuses a phone with %s', (_case, phone) => {
    expect(addAdmin(initialAdmins, { ...valid, phone })).toMatchObject({
      ok: false,
      message: contactMessages.phoneCharacters(),
    })
  })

  it('accepts a one-digit phone', () => {
    expect(addAdmin(initialAdmins, { ...valid, phone: '7' })).toMatchObject({
      ok: true,
      added: { phone: '7' },
    })
  })

  it('refuses a name over 100 characters', () => {
    expect(addAdmin(initialAdmins, { ...valid, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      message: contactMessages.nameTooLong(),
      fields: ['name'],
    })
  })

  it('refuses an e-mail already in the list, ignoring case', () => {
    const email = initialAdmins[0].email.toUpperCase()
    expect(addAdmin(initialAdmins, { ...valid, email })).toEqual({
      ok: false,
      message: adminMessages.duplicateEmail(),
      fields: ['email'],
    })
  })

  it('keeps hostile text as plain text', () => {
    const name = '<img src=x onerror=alert(1)>'
    expect(addAdmin(initialAdmins, { ...valid, name })).toMatchObject({ ok: true, added: { name } })
  })
})

const three: AdminEntry[] = [
  { id: 1, name: 'Ann', email: 'ann@example.com', phone: '1' },
  { id: 2, name: 'Bob', email: 'bob@example.com', phone: '2' },
  { id: 3, name: 'Cy', email: 'cy@example.com', phone: '3' },
]

describe('delete and undo', () => {
  it('removes by id and remembers the order it was deleted from', () => {
    expect(removeAdmin(three, 2)).toEqual({
      admins: [three[0], three[2]],
      removed: { admin: three[1], order: [1, 2, 3] },
    })
  })

  it('remembers admins deleted before it in their places', () => {
    const first = removeAdmin(three, 2)

    const second = removeAdmin(first.admins, 3, first.removed!.order)

    expect(second.removed).toEqual({ admin: three[2], order: [1, 2, 3] })
  })

  it('removes nothing for an id not in the list', () => {
    expect(removeAdmin(three, 7)).toEqual({ admins: three, removed: null })
  })

  it.each([0, 1, 2])('puts the admin at index %i back in the same place', (index) => {
    const { admins, removed } = removeAdmin(three, three[index].id)

    expect(restoreAdmin(admins, removed!)).toEqual({
      ok: true,
      admins: three,
      restored: three[index],
    })
  })

  it('puts the admin at its old place when no admin it was deleted among is left', () => {
    const removed = { admin: three[2], order: [8, 9, 3] }

    const result = restoreAdmin([three[0]], removed)

    expect(result).toEqual({ ok: true, admins: [three[0], three[2]], restored: three[2] })
  })

  it('keeps to its neighbours when the list changed since: before the admin that followed it', () => {
    const removed = removeAdmin(three, 2).removed!
    const newcomer = { id: 4, name: 'Dee', email: 'dee@example.com', phone: '4' }

    const result = restoreAdmin([newcomer, three[0], three[2]], removed)

    expect(result.ok && result.admins.map((admin) => admin.name)).toEqual([
      'Dee',
      'Ann',
      'Bob',
      'Cy',
    ])
  })

  it('after the admin before it, when the one that followed is gone too', () => {
    const removed = removeAdmin(three, 2).removed!

    const result = restoreAdmin([three[0]], removed)

    expect(result.ok && result.admins.map((admin) => admin.name)).toEqual(['Ann', 'Bob'])
  })

  it.each([
    ['first deleted, first undone', [1, 2]],
    ['first deleted, last undone', [2, 1]],
  ])('rebuilds the original order after two deletes and two Undos (%s)', (_case, undoOrder) => {
    const first = removeAdmin(three, 1)
    const second = removeAdmin(first.admins, 2)
    const removed = { 1: first.removed!, 2: second.removed! } as const
    let admins = second.admins

    for (const id of undoOrder) {
      const result = restoreAdmin(admins, removed[id as 1 | 2])
      if (!result.ok) throw new Error(result.message)
      admins = result.admins
    }

    expect(admins).toEqual(three)
  })

  it('gives the admin a new id when a newer admin has taken the old one', () => {
    const removed = removeAdmin(three, 3).removed!
    const newcomer = { id: 3, name: 'Dee', email: 'dee@example.com', phone: '4' }

    const result = restoreAdmin([three[0], three[1], newcomer], removed)

    expect(result).toMatchObject({ ok: true, restored: { ...three[2], id: 4 } })
    expect(result.ok && result.admins.map((admin) => admin.id)).toEqual([1, 2, 4, 3])
  })

  it('refuses when an admin with the same e-mail (any case) was added since', () => {
    const removed = removeAdmin(three, 2).removed!
    const again = { id: 4, name: 'Bobby', email: 'BOB@example.com', phone: '5' }

    expect(restoreAdmin([three[0], three[2], again], removed)).toEqual({
      ok: false,
      message: adminMessages.notRestored(),
    })
  })
})

/** Every ordering of `count` distinct items of `items`. */
function arrangements<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]]
  return items.flatMap((item) =>
    arrangements(
      items.filter((other) => other !== item),
      count - 1,
    ).map((rest) => [item, ...rest]),
  )
}

const adminsNumbered = (count: number): AdminEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Admin ${index + 1}`,
    email: `admin${index + 1}@example.com`,
    phone: String(index + 1),
  }))

describe('Undo in any order rebuilds the original list', () => {
  const cases = [2, 3, 4].flatMap((size) =>
    [2, 3]
      .filter((deletions) => deletions <= size)
      .flatMap((deletions) =>
        arrangements(adminsNumbered(size), deletions).flatMap((deleted) =>
          arrangements(deleted, deletions).map((undone) => ({ size, deleted, undone })),
        ),
      ),
  )

  it(`for all ${cases.length} ways to delete two or three of two to four admins, then undo them`, () => {
    for (const { size, deleted, undone } of cases) {
      const original = adminsNumbered(size)
      let admins = original
      let order: readonly number[] = []
      const removals = new Map<number, RemovedAdmin>()
      for (const admin of deleted) {
        const result = removeAdmin(admins, admin.id, order)
        admins = result.admins
        order = result.removed!.order
        removals.set(admin.id, result.removed!)
      }
      for (const admin of undone) {
        const result = restoreAdmin(admins, removals.get(admin.id)!)
        if (!result.ok) throw new Error(result.message)
        admins = result.admins
      }

      const steps = `delete ${deleted.map((a) => a.id)}, undo ${undone.map((a) => a.id)}`
      expect(
        admins.map((admin) => admin.id),
        steps,
      ).toEqual(original.map((admin) => admin.id))
    }
  })

  it("even with the issue's own steps: a new admin, Marcus deleted, then Olivia", () => {
    const added = addAdmin(initialAdmins, { name: 'Ada', email: 'ada@example.com', phone: '1' })
    if (!added.ok) throw new Error(added.message)
    const marcus = removeAdmin(added.admins, 2)
    const olivia = removeAdmin(marcus.admins, 1, marcus.removed!.order)

    const first = restoreAdmin(olivia.admins, marcus.removed!)
    const second = first.ok && restoreAdmin(first.admins, olivia.removed!)

    expect(second && second.ok && second.admins.map((admin) => admin.name)).toEqual([
      'Olivia Bennett',
      'Marcus Reed',
      'Ada',
    ])
  })
})

describe('merging what is known of the order', () => {
  it.each([
    [[], [1, 2], [1, 2]],
    [
      [1, 2, 3],
      [1, 3],
      [1, 2, 3],
    ],
    [[1, 2, 3], [3], [1, 2, 3]],
    [
      [1, 2],
      [1, 2, 4],
      [1, 2, 4],
    ],
    [
      [1, 2, 3],
      [1, 3, 4],
      [1, 2, 3, 4],
    ],
  ])('%j with the list %j gives %j', (earlier, current, merged) => {
    expect(mergeOrder(earlier, current)).toEqual(merged)
  })
})

describe('reading a saved admin list', () => {
  it('accepts a valid list, an empty one and the sample', () => {
    expect(parseStoredAdmins(three)).toEqual(three)
    expect(parseStoredAdmins([])).toEqual([])
    expect(parseStoredAdmins(JSON.parse(JSON.stringify(initialAdmins)))).toEqual(initialAdmins)
  })

  it('keeps a saved address an earlier, looser rule accepted', () => {
    const saved = [{ ...three[0], email: 'josé@example.com' }]
    expect(parseStoredAdmins(saved)).toEqual(saved)
  })

  it('drops properties it does not know', () => {
    expect(parseStoredAdmins([{ ...three[0], role: 'owner' }])).toEqual([three[0]])
  })

  const entry = three[0]
  it.each([
    ['not a list', { admins: three }],
    ['null', null],
    ['a string', 'admins'],
  ])('reads %s as nothing saved', (_case, value) => {
    expect(parseStoredAdmins(value)).toBeNull()
  })

  it.each([
    ['an entry that is not an object', 'Bob'],
    ['an entry that is null', null],
    ['a missing id', { ...entry, id: undefined }],
    ['a string id', { ...entry, id: '1' }],
    ['a fractional id', { ...entry, id: 1.5 }],
    ['a zero id', { ...entry, id: 0 }],
    ['a negative id', { ...entry, id: -1 }],
    ['a missing name', { ...entry, name: undefined }],
    ['a numeric phone', { ...entry, phone: 5550101 }],
    ['an empty name', { ...entry, name: '' }],
    ['an untrimmed e-mail', { ...entry, email: ' ann@example.com' }],
    ['a malformed e-mail', { ...entry, email: 'ann' }],
    ['a name over the limit', { ...entry, name: 'x'.repeat(101) }],
    ['a phone without digits', { ...entry, phone: '+' }],
    ['a phone with letters', { ...entry, phone: 'call me' }],
  ])('drops %s alone, keeping its neighbours', (_case, bad) => {
    expect(parseStoredAdmins([three[1], bad, three[2]])).toEqual([three[1], three[2]])
    expect(parseStoredAdmins([bad])).toBeNull()
  })

  it('keeps the first stored of two with one id, or one e-mail in another case', () => {
    expect(parseStoredAdmins([entry, { ...three[1], id: 1 }, three[2]])).toEqual([entry, three[2]])
    const sameEmail = { ...three[1], email: entry.email.toUpperCase() }
    expect(parseStoredAdmins([entry, sameEmail, three[2]])).toEqual([entry, three[2]])
  })
})
