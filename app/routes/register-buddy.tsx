import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/register-buddy'
import { BuddyProfileForm, type BuddyProfileFormValues } from '~/components/buddy/buddy-profile-form'
import { DeleteProfile, ProfileStatus } from '~/components/buddy/profile-status'
import { ErrorAlert } from '~/components/ui/alert'
import { Card } from '~/components/ui/card'
import { buddyProfileSchema, ProfileIntentSchema } from '~/domain/buddy-forms'
import { profileSavedToast } from '~/domain/buddy-outcomes'
import { pageTitle } from '~/domain/site'
import { dayInTimeZone, timeZoneGroups, UTC_ZONE } from '~/domain/time-zones'
import {
  deleteBuddyProfile,
  findBuddies,
  getBuddyProfile,
  saveBuddyProfile,
  setBuddyProfileActive,
  type BuddyProfile,
} from '~/server/buddies.server'
import { listCompanies } from '~/server/companies.server'
import { signedInUser } from '~/server/signed-in.server'
import { redirectWithToast } from '~/server/toast.server'
import { Eyebrow } from '~/components/ui/eyebrow'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Buddy Profile') },
  {
    name: 'description',
    content: 'Find a study partner for coding interviews: same time zone, same target companies, same level.',
  },
]

function formValues(profile: BuddyProfile | null, leetcodeUsername: string | null): BuddyProfileFormValues {
  if (!profile) {
    return {
      leetcodeUsername: leetcodeUsername ?? '',
      timeZone: UTC_ZONE,
      languages: [],
      targetCompanies: [],
      level: '',
      weeklyHours: '',
      interviewDate: '',
      intro: '',
    }
  }
  return {
    leetcodeUsername: profile.leetcodeUsername ?? '',
    timeZone: profile.timeZone,
    languages: profile.languages,
    targetCompanies: profile.targetCompanies,
    level: String(profile.level),
    weeklyHours: String(profile.weeklyHours),
    interviewDate: profile.interviewDate ?? '',
    intro: profile.intro,
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const profile = getBuddyProfile(user.id)
  const now = new Date()
  const timeZones = timeZoneGroups(now)
  // A zone stored by an older runtime that this one no longer lists still shows, so an edit keeps it.
  if (profile && !timeZones.some((group) => group.zones.some((zone) => zone.value === profile.timeZone))) {
    timeZones.unshift({ region: 'Current', zones: [{ value: profile.timeZone, label: profile.timeZone }] })
  }
  return {
    profile: profile ? { isActive: profile.isActive } : null,
    defaultValue: formValues(profile, user.leetcodeUsername),
    companies: listCompanies().map(({ slug, name }) => ({ slug, name })),
    timeZones,
    // The earliest day on Earth right now (UTC−12), so the date picker never hides someone's today.
    today: dayInTimeZone('Etc/GMT+12', now),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  const intent = ProfileIntentSchema.safeParse(formData.get('intent') ?? 'save')
  if (!intent.success) return data({ error: 'Unknown action' }, { status: 400 })

  if (intent.data === 'pause' || intent.data === 'resume') {
    const active = intent.data === 'resume'
    if (setBuddyProfileActive(user.id, active) === 'not-found') {
      return data({ error: 'Create your buddy profile first' }, { status: 404 })
    }
    return redirectWithToast(
      '/register-buddy',
      active
        ? {
            type: 'success',
            title: 'Your profile is active again',
            description: 'Others can find you and ask to pair.',
          }
        : {
            type: 'info',
            title: 'Profile paused',
            description: 'You are hidden from search until you resume.',
          },
    )
  }

  if (intent.data === 'delete') {
    if (deleteBuddyProfile(user.id) === 'not-found') {
      return data({ error: 'There is no buddy profile to delete' }, { status: 404 })
    }
    return redirectWithToast('/register-buddy', { type: 'info', title: 'Buddy profile deleted' })
  }

  const submission = parseWithZod(formData, { schema: buddyProfileSchema() })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const outcome = saveBuddyProfile(user.id, submission.value)
  if (outcome.status === 'unknown-companies') {
    const message =
      outcome.slugs.length === 1
        ? `Unknown company: ${outcome.slugs[0]}`
        : `Unknown companies: ${outcome.slugs.join(', ')}`
    return data(
      { result: submission.reply({ fieldErrors: { targetCompanies: [message] } }) },
      { status: 400 },
    )
  }
  // A new profile's toast tells whether the list it lands on has anyone in it.
  const profile = outcome.status === 'created' ? getBuddyProfile(user.id) : null
  const matches = profile ? findBuddies(profile, {}, 1).total : 0
  return redirectWithToast('/find-buddy', profileSavedToast(outcome.status, matches))
}

export default function RegisterBuddy({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, defaultValue, companies, timeZones, today } = loaderData
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const error = actionData && 'error' in actionData ? actionData.error : null
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <Eyebrow>DSA Buddy</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {profile ? 'Your buddy profile' : 'Create your buddy profile'}
        </h1>
        <p className="mt-3 text-ink-muted">
          Practising with someone keeps you going. Tell us how you prepare and we will rank other PrepSharp
          users by how well you fit: overlapping evenings, the same target companies, a similar level and a
          shared language. Your email stays private until you both agree to pair.
        </p>
      </header>

      {error ? <ErrorAlert className="mt-6">{error}</ErrorAlert> : null}

      {profile ? (
        <div className="mt-8">
          <ProfileStatus isActive={profile.isActive} />
        </div>
      ) : null}

      <Card className="mt-8 p-5 sm:p-8">
        <BuddyProfileForm
          defaultValue={defaultValue}
          lastResult={lastResult}
          companies={companies}
          timeZones={timeZones}
          isNew={!profile}
          today={today}
        />
      </Card>

      {profile ? (
        <div className="mt-8">
          <DeleteProfile />
        </div>
      ) : null}
    </div>
  )
}
