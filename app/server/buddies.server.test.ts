import { describe, expect, it } from 'vitest'
import { buddyProfiles, buddyRequests, companies, users } from '#db/schema'
import type { BuddyProfileInput } from '~/domain/buddy-forms'
import { openTwoConnections, writeDuring } from '../../tests/setup/concurrent-writer'
import { createTestDb } from '../../tests/setup/db'
import {
  cancelRequest,
  DECLINE_COOLDOWN_DAYS,
  deleteBuddyProfile,
  endPairing,
  findBuddies,
  getBuddyProfile,
  listBuddies,
  listIncomingRequests,
  listOutgoingRequests,
  requestBuddy,
  respondToRequest,
  saveBuddyProfile,
  setBuddyProfileActive,
} from './buddies.server'

const NOW = new Date('2026-01-15T12:00:00Z')
const DAY = 86_400_000
const EMAILS = ['ada@example.com', 'bob@example.com', 'cyd@example.com', 'dan@example.com', 'eve@example.com']

function profile(overrides: Partial<BuddyProfileInput> = {}): BuddyProfileInput {
  return {
    leetcodeUsername: null,
    timeZone: 'Europe/Berlin',
    languages: ['Python'],
    targetCompanies: ['google'],
    level: 3,
    weeklyHours: 5,
    interviewDate: null,
    intro: '',
    ...overrides,
  }
}

function setup(db = createTestDb()) {
  db.insert(users)
    .values([
      { id: 'ada', name: 'Ada Lovelace', email: EMAILS[0]! },
      { id: 'bob', name: 'Bob Marley', email: EMAILS[1]! },
      { id: 'cyd', name: 'Cyd Charisse', email: EMAILS[2]! },
      { id: 'dan', name: 'Dan Brown', email: EMAILS[3]! },
      { id: 'eve', name: 'Eve Online', email: EMAILS[4]! },
    ])
    .run()
  db.insert(companies)
    .values([
      { slug: 'google', name: 'Google' },
      { slug: 'meta', name: 'Meta' },
      { slug: 'amazon', name: 'Amazon' },
    ])
    .run()
  const save = (userId: string, overrides: Partial<BuddyProfileInput> = {}, at = NOW) =>
    saveBuddyProfile(userId, profile(overrides), db, at)
  return { db, save }
}

function viewerOf(db: ReturnType<typeof createTestDb>, userId: string) {
  const viewer = getBuddyProfile(userId, db)
  if (!viewer) throw new Error(`no profile for ${userId}`)
  return viewer
}

function emailsIn(value: unknown): string[] {
  const text = JSON.stringify(value)
  return EMAILS.filter((email) => text.includes(email))
}

describe('profiles', () => {
  it('creates, then updates, keeping a paused profile paused', () => {
    const { db, save } = setup()
    expect(save('ada')).toEqual({ status: 'created' })
    expect(getBuddyProfile('ada', db)).toMatchObject({
      isActive: true,
      level: 3,
      targetCompanies: ['google'],
    })
    setBuddyProfileActive('ada', false, db)
    expect(save('ada', { level: 4, targetCompanies: ['meta', 'google'] })).toEqual({ status: 'updated' })
    expect(getBuddyProfile('ada', db)).toMatchObject({
      isActive: false,
      level: 4,
      targetCompanies: ['meta', 'google'],
    })
  })

  it('refuses companies that do not exist, writing nothing', () => {
    const { db, save } = setup()
    expect(save('ada', { targetCompanies: ['google', 'initech', 'hooli'] })).toEqual({
      status: 'unknown-companies',
      slugs: ['initech', 'hooli'],
    })
    expect(getBuddyProfile('ada', db)).toBeNull()
  })

  it('pauses and resumes only an existing profile', () => {
    const { db, save } = setup()
    expect(setBuddyProfileActive('ada', false, db)).toBe('not-found')
    save('ada')
    expect(setBuddyProfileActive('ada', false, db)).toBe('updated')
    expect(getBuddyProfile('ada', db)?.isActive).toBe(false)
    expect(setBuddyProfileActive('ada', true, db)).toBe('updated')
    expect(getBuddyProfile('ada', db)?.isActive).toBe(true)
  })

  it('deleting removes the profile and pending requests, and keeps pairs and declines', () => {
    const { db, save } = setup()
    for (const id of ['ada', 'bob', 'cyd', 'dan', 'eve']) save(id)
    requestBuddy('ada', 'bob', db, NOW) // pending, sent
    requestBuddy('cyd', 'ada', db, NOW) // pending, received
    requestBuddy('dan', 'ada', db, NOW)
    respondToRequest('ada', 'dan', 'accept', db, NOW) // a pair
    requestBuddy('ada', 'eve', db, NOW)
    respondToRequest('eve', 'ada', 'decline', db, NOW) // a decline

    expect(deleteBuddyProfile('ada', db)).toBe('deleted')
    expect(getBuddyProfile('ada', db)).toBeNull()
    const left = db
      .select({ from: buddyRequests.fromUserId, to: buddyRequests.toUserId, status: buddyRequests.status })
      .from(buddyRequests)
      .all()
    expect(left).toEqual(
      expect.arrayContaining([
        { from: 'dan', to: 'ada', status: 'accepted' },
        { from: 'ada', to: 'eve', status: 'declined' },
      ]),
    )
    expect(left).toHaveLength(2)
    // The pair survives, email included, for both sides.
    expect(listBuddies('dan', db).map((buddy) => buddy.email)).toEqual(['ada@example.com'])
    expect(listBuddies('dan', db)[0]?.profile).toBeNull()
    expect(deleteBuddyProfile('ada', db)).toBe('not-found')
  })
})

describe('findBuddies', () => {
  it('ranks active profiles by score, leaving out the viewer and paused profiles', () => {
    const { db, save } = setup()
    save('ada', {
      timeZone: 'Europe/Berlin',
      targetCompanies: ['google', 'meta'],
      languages: ['Python'],
      level: 3,
    })
    save('bob', {
      timeZone: 'Europe/Paris',
      targetCompanies: ['google', 'meta'],
      languages: ['Python'],
      level: 3,
    })
    save('cyd', { timeZone: 'America/New_York', targetCompanies: ['amazon'], languages: ['Java'], level: 1 })
    save('dan', { timeZone: 'Europe/Helsinki', targetCompanies: ['google'], languages: ['Python'], level: 4 })
    save('eve')
    setBuddyProfileActive('eve', false, db)

    const result = findBuddies(viewerOf(db, 'ada'), {}, 1, db, NOW)
    expect(result.buddies.map((buddy) => buddy.userId)).toEqual(['bob', 'dan', 'cyd'])
    expect(result).toMatchObject({ total: 3, page: 1, pageCount: 1 })
    expect(result.buddies[0]?.match.score).toBe(100)
    const scores = result.buddies.map((buddy) => buddy.match.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('filters by level, language, company and evening overlap', () => {
    const { db, save } = setup()
    save('ada', { timeZone: 'Europe/Berlin' })
    save('bob', { timeZone: 'Europe/Paris', level: 2, languages: ['Go', 'C++'], targetCompanies: ['meta'] })
    save('cyd', {
      timeZone: 'Asia/Kolkata',
      level: 3,
      languages: ['C++'],
      targetCompanies: ['google', 'amazon'],
    })
    save('dan', { timeZone: 'America/Chicago', level: 3, languages: ['Python'], targetCompanies: ['amazon'] })
    const viewer = viewerOf(db, 'ada')
    const ids = (filters: Parameters<typeof findBuddies>[1]) =>
      findBuddies(viewer, filters, 1, db, NOW)
        .buddies.map((buddy) => buddy.userId)
        .sort()

    expect(ids({ level: 3 })).toEqual(['cyd', 'dan'])
    expect(ids({ language: 'C++' })).toEqual(['bob', 'cyd'])
    expect(ids({ company: 'amazon' })).toEqual(['cyd', 'dan'])
    expect(ids({ company: 'amazon', language: 'C++', level: 3 })).toEqual(['cyd'])
    // Berlin–Kolkata share 30 minutes of evening in January; Chicago shares none.
    expect(ids({ overlap: 1 })).toEqual(['bob'])
    expect(ids({ overlap: 5 })).toEqual(['bob'])
    expect(ids({ company: 'hooli' })).toEqual([])
  })

  it('pages ten at a time and clamps the page', () => {
    const { db, save } = setup()
    const extra = Array.from({ length: 23 }, (_, index) => ({
      id: `user-${index}`,
      name: `User ${index}`,
      email: `u${index}@example.com`,
    }))
    db.insert(users).values(extra).run()
    save('ada')
    for (const { id } of extra) save(id)
    const viewer = viewerOf(db, 'ada')
    const first = findBuddies(viewer, {}, '1', db, NOW)
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 })
    expect(first.buddies).toHaveLength(10)
    const last = findBuddies(viewer, {}, '99', db, NOW)
    expect(last).toMatchObject({ page: 3 })
    expect(last.buddies).toHaveLength(3)
    expect(findBuddies(viewer, {}, 'garbage', db, NOW).page).toBe(1)
    const all = [1, 2, 3].flatMap((page) =>
      findBuddies(viewer, {}, page, db, NOW).buddies.map((buddy) => buddy.userId),
    )
    expect(new Set(all).size).toBe(23)
  })

  it('marks pending requests and leaves out buddies and recent decliners', () => {
    const { db, save } = setup()
    for (const id of ['ada', 'bob', 'cyd', 'dan', 'eve']) save(id)
    requestBuddy('ada', 'bob', db, NOW)
    requestBuddy('cyd', 'ada', db, NOW)
    requestBuddy('dan', 'ada', db, NOW)
    respondToRequest('ada', 'dan', 'accept', db, NOW)
    requestBuddy('ada', 'eve', db, NOW)
    respondToRequest('eve', 'ada', 'decline', db, NOW)

    const relations = (at: Date) =>
      Object.fromEntries(
        findBuddies(viewerOf(db, 'ada'), {}, 1, db, at).buddies.map((buddy) => [
          buddy.userId,
          buddy.relation,
        ]),
      )
    expect(relations(NOW)).toEqual({ bob: 'sent', cyd: 'received' })
    // After the cool-down the decliner shows again and may be asked again.
    const later = new Date(NOW.getTime() + (DECLINE_COOLDOWN_DAYS + 1) * DAY)
    expect(relations(later)).toEqual({ bob: 'sent', cyd: 'received', eve: 'none' })
    // The one who declined still sees the asker.
    expect(findBuddies(viewerOf(db, 'eve'), {}, 1, db, NOW).buddies.map((buddy) => buddy.userId)).toContain(
      'ada',
    )
  })
})

describe('requests', () => {
  it('refuses oneself, a missing or paused profile on either side, and a second request', () => {
    const { db, save } = setup()
    expect(requestBuddy('ada', 'ada', db, NOW)).toEqual({ status: 'self' })
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'no-profile' })
    save('ada')
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'unavailable' })
    save('bob')
    setBuddyProfileActive('bob', false, db)
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'unavailable' })
    setBuddyProfileActive('bob', true, db)
    setBuddyProfileActive('ada', false, db)
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'own-profile-paused' })
    setBuddyProfileActive('ada', true, db)
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'sent' })
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'already-requested' })
    expect(requestBuddy('ada', 'nobody', db, NOW)).toEqual({ status: 'unavailable' })
    expect(db.select().from(buddyRequests).all()).toHaveLength(1)
  })

  it('asking someone who already asked you makes the pair', () => {
    const { db, save } = setup()
    save('ada')
    save('bob')
    requestBuddy('bob', 'ada', db, NOW)
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'accepted' })
    expect(db.select().from(buddyRequests).all()).toEqual([
      expect.objectContaining({ fromUserId: 'bob', toUserId: 'ada', status: 'accepted' }),
    ])
    expect(requestBuddy('ada', 'bob', db, NOW)).toEqual({ status: 'already-buddies' })
    expect(requestBuddy('bob', 'ada', db, NOW)).toEqual({ status: 'already-buddies' })
  })

  it('a declined request can be sent again only after the cool-down', () => {
    const { db, save } = setup()
    save('ada')
    save('bob')
    requestBuddy('ada', 'bob', db, NOW)
    expect(respondToRequest('bob', 'ada', 'decline', db, NOW)).toBe('declined')
    const until = new Date(NOW.getTime() + DECLINE_COOLDOWN_DAYS * DAY)
    expect(requestBuddy('ada', 'bob', db, new Date(NOW.getTime() + DAY))).toEqual({
      status: 'cooldown',
      until,
    })
    expect(requestBuddy('ada', 'bob', db, until)).toEqual({ status: 'sent' })
    expect(db.select().from(buddyRequests).all()).toEqual([
      expect.objectContaining({
        fromUserId: 'ada',
        toUserId: 'bob',
        status: 'pending',
        respondedAt: null,
        createdAt: until,
      }),
    ])
  })

  it('only the addressee can answer, once', () => {
    const { db, save } = setup()
    save('ada')
    save('bob')
    save('cyd')
    requestBuddy('ada', 'bob', db, NOW)
    expect(respondToRequest('cyd', 'ada', 'accept', db, NOW)).toBe('not-found')
    expect(respondToRequest('ada', 'bob', 'accept', db, NOW)).toBe('not-found')
    expect(respondToRequest('bob', 'ada', 'accept', db, NOW)).toBe('accepted')
    expect(respondToRequest('bob', 'ada', 'decline', db, NOW)).toBe('not-found')
  })

  it('hides requests from a paused sender, who cannot be accepted until they return', () => {
    const { db, save } = setup()
    save('ada')
    save('bob')
    requestBuddy('ada', 'bob', db, NOW)
    setBuddyProfileActive('ada', false, db)
    expect(listIncomingRequests('bob', db)).toEqual([])
    expect(respondToRequest('bob', 'ada', 'accept', db, NOW)).toBe('unavailable')
    setBuddyProfileActive('ada', true, db)
    expect(listIncomingRequests('bob', db).map((request) => request.userId)).toEqual(['ada'])
    expect(respondToRequest('bob', 'ada', 'accept', db, NOW)).toBe('accepted')
  })

  it('cancels a pending request and ends a pairing from either side', () => {
    const { db, save } = setup()
    save('ada')
    save('bob')
    requestBuddy('ada', 'bob', db, NOW)
    expect(cancelRequest('bob', 'ada', db)).toBe('not-found')
    expect(cancelRequest('ada', 'bob', db)).toBe('cancelled')
    expect(listIncomingRequests('bob', db)).toEqual([])
    requestBuddy('ada', 'bob', db, NOW)
    respondToRequest('bob', 'ada', 'accept', db, NOW)
    expect(cancelRequest('ada', 'bob', db)).toBe('not-found')
    expect(endPairing('bob', 'ada', db)).toBe('ended')
    expect(listBuddies('ada', db)).toEqual([])
    expect(endPairing('bob', 'ada', db)).toBe('not-found')
    expect(requestBuddy('bob', 'ada', db, NOW)).toEqual({ status: 'sent' })
  })

  it('lists incoming and outgoing requests, newest first', () => {
    const { db, save } = setup()
    for (const id of ['ada', 'bob', 'cyd']) save(id)
    requestBuddy('bob', 'ada', db, NOW)
    requestBuddy('cyd', 'ada', db, new Date(NOW.getTime() + 1000))
    requestBuddy('ada', 'dan', db, NOW) // no profile: refused, not listed
    expect(listIncomingRequests('ada', db).map((request) => [request.userId, request.firstName])).toEqual([
      ['cyd', 'Cyd'],
      ['bob', 'Bob'],
    ])
    expect(listOutgoingRequests('bob', db)).toEqual([
      { userId: 'ada', firstName: 'Ada', requestedAt: NOW, isActive: true },
    ])
  })
})

describe('requests from two workers at once', () => {
  it('two people asking each other at the same moment make one pair, without SQLITE_BUSY', async () => {
    const connections = openTwoConnections()
    try {
      const { db, save } = setup(connections.db)
      save('ada')
      save('bob')
      const outcome = await writeDuring(
        connections,
        () => requestBuddy('ada', 'bob', db, NOW),
        (other) => requestBuddy('bob', 'ada', other, NOW),
      )
      // Bob's request waited for Ada's to commit, then found it and accepted it.
      expect(outcome).toEqual({
        result: { status: 'sent' },
        otherResult: { status: 'accepted' },
        otherWaited: true,
      })
      expect(db.select().from(buddyRequests).all()).toEqual([
        expect.objectContaining({ fromUserId: 'ada', toUserId: 'bob', status: 'accepted' }),
      ])
    } finally {
      connections.close()
    }
  })
})

describe('emails', () => {
  it('never leave the server before a request is accepted, and then only to the two people', () => {
    const { db, save } = setup()
    for (const id of ['ada', 'bob', 'cyd']) save(id)
    requestBuddy('ada', 'bob', db, NOW)
    requestBuddy('cyd', 'bob', db, NOW)

    const everythingSeenBy = (userId: string) => ({
      found: findBuddies(viewerOf(db, userId), {}, 1, db, NOW),
      incoming: listIncomingRequests(userId, db),
      outgoing: listOutgoingRequests(userId, db),
      buddies: listBuddies(userId, db),
    })
    for (const id of ['ada', 'bob', 'cyd']) expect(emailsIn(everythingSeenBy(id))).toEqual([])
    // Strangers see first names only.
    expect(JSON.stringify(everythingSeenBy('bob'))).not.toMatch(/Lovelace|Charisse/)

    respondToRequest('bob', 'ada', 'accept', db, NOW)
    expect(emailsIn(everythingSeenBy('ada'))).toEqual(['bob@example.com'])
    expect(emailsIn(everythingSeenBy('bob'))).toEqual(['ada@example.com'])
    expect(emailsIn(everythingSeenBy('cyd'))).toEqual([])
    expect(listBuddies('ada', db)).toEqual([
      expect.objectContaining({ userId: 'bob', name: 'Bob Marley', email: 'bob@example.com', pairedAt: NOW }),
    ])

    // A declined request reveals nothing either.
    respondToRequest('bob', 'cyd', 'decline', db, NOW)
    expect(emailsIn(everythingSeenBy('cyd'))).toEqual([])
    expect(emailsIn(everythingSeenBy('bob'))).toEqual(['ada@example.com'])
  })

  it('keeps the buddy list to accepted pairs the viewer is part of', () => {
    const { db, save } = setup()
    for (const id of ['ada', 'bob', 'cyd', 'dan']) save(id)
    requestBuddy('bob', 'cyd', db, NOW)
    respondToRequest('cyd', 'bob', 'accept', db, NOW)
    requestBuddy('ada', 'dan', db, NOW)
    expect(listBuddies('ada', db)).toEqual([])
    expect(db.select().from(buddyProfiles).all()).toHaveLength(4)
  })
})
