import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { postForm } from '../../tests/setup/route-action'
import { signedInUser } from '../../tests/setup/signed-in'
import { users } from '#db/schema'
import { INTERVIEW_MODE_MESSAGE, TIME_ZONE_MESSAGE } from '~/domain/account-forms'
import { canonicalTimeZone } from '~/domain/time-zones'
import { SETTINGS_INTENT } from '~/components/account/settings-form'
import { getDb } from '~/server/db.server'
import { action, loader } from './profile'

// The settings form of /profile, time zone included, called as the router calls it for a signed-in user.

async function setup() {
  const user = await signedInUser()
  const post = (fields: Record<string, string>) =>
    postForm(
      action,
      'http://localhost/profile',
      { intent: SETTINGS_INTENT, ...fields },
      { cookie: user.cookie },
    )
  const load = async () => {
    const request = new Request('http://localhost/profile', { headers: { Cookie: user.cookie } })
    return loader({ request, params: {}, context: await routeContext(request) } as unknown as Parameters<
      typeof loader
    >[0])
  }
  const stored = () => getDb().select().from(users).where(eq(users.id, user.id)).get()!
  return { post, load, stored }
}

type Reply = {
  result: { status?: string; initialValue?: Record<string, string>; error?: Record<string, string[]> }
}

describe('POST /profile (settings)', () => {
  it('saves the time zone with the other settings, in the runtime spelling, and redirects', async () => {
    const { post, load, stored } = await setup()
    expect((await load()).settings.timeZone).toBe('UTC')
    const answer = await post({ name: 'Ada L.', institution: 'Cambridge', timeZone: 'asia/kolkata' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/profile')
    expect(stored()).toMatchObject({
      name: 'Ada L.',
      institution: 'Cambridge',
      timeZone: canonicalTimeZone('Asia/Kolkata'),
    })
    const page = await load()
    expect(page.settings.timeZone).toBe(canonicalTimeZone('Asia/Kolkata'))
    expect(page.timeZones.flatMap((group) => group.zones.map((zone) => zone.value))).toContain(
      page.settings.timeZone,
    )
  })

  it('refuses a zone that is not on the list with 400, a message, the other input kept and nothing saved', async () => {
    const { post, stored } = await setup()
    const answer = await post({ name: 'Grace', institution: 'Yale', timeZone: 'Mars/Olympus_Mons' })
    expect(answer.status).toBe(400)
    const { result } = answer.body as Reply
    expect(result.error).toEqual({ timeZone: [TIME_ZONE_MESSAGE] })
    expect(result.initialValue).toMatchObject({ name: 'Grace', institution: 'Yale' })
    expect(stored()).toMatchObject({ name: 'Ada', institution: null, timeZone: 'UTC' })
  })

  it('refuses a fixed offset and a missing zone', async () => {
    const { post, stored } = await setup()
    expect((await post({ name: 'Ada', timeZone: '+05:30' })).status).toBe(400)
    const missing = await post({ name: 'Ada' })
    expect(missing.status).toBe(400)
    expect((missing.body as Reply).result.error).toEqual({ timeZone: ['Choose your time zone'] })
    expect(stored().timeZone).toBe('UTC')
  })
})

describe('POST /profile (interview mode)', () => {
  it('turns the mode on with a ticked box and off with an unticked one, and the page shows it', async () => {
    const { post, load, stored } = await setup()
    expect((await load()).settings.interviewMode).toBe(false)
    const on = await post({ name: 'Ada', timeZone: 'UTC', interviewMode: 'on' })
    expect(on.status).toBe(302)
    expect(stored().interviewMode).toBe(true)
    expect((await load()).settings.interviewMode).toBe(true)
    // An unticked checkbox is not posted at all.
    expect((await post({ name: 'Ada', timeZone: 'UTC' })).status).toBe(302)
    expect(stored().interviewMode).toBe(false)
  })

  it('refuses a value a checkbox never sends with 400 and a message, and saves nothing', async () => {
    const { post, stored } = await setup()
    const answer = await post({ name: 'Grace', timeZone: 'UTC', interviewMode: 'true' })
    expect(answer.status).toBe(400)
    expect((answer.body as Reply).result.error).toEqual({ interviewMode: [INTERVIEW_MODE_MESSAGE] })
    expect(stored()).toMatchObject({ name: 'Ada', interviewMode: false })
  })
})
