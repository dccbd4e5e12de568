import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/profile'
import { AccountSection } from '~/components/account/account-section'
import { DELETE_INTENT, DeleteAccount } from '~/components/account/delete-account'
import { IMPORT_DESCRIPTION, ImportDataForm } from '~/components/account/import-data'
import { LeetCodeSync, SYNC_INTENT } from '~/components/account/leetcode-sync'
import { RemindersSection } from '~/components/account/reminders-section'
import { PASSWORD_INTENT, PasswordForm } from '~/components/account/password-form'
import { SETTINGS_INTENT, SettingsForm } from '~/components/account/settings-form'
import { SignInMethods } from '~/components/account/sign-in-methods'
import { LogoutButton } from '~/components/logout-button'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import {
  changePasswordSchema,
  deleteAccountSchema,
  SettingsFormSchema,
  TIME_ZONE_MESSAGE,
} from '~/domain/account-forms'
import { syncSummary } from '~/domain/leetcode-sync'
import { pageTitle } from '~/domain/site'
import { timeZoneGroups } from '~/domain/time-zones'
import {
  changePassword,
  deleteAccount,
  progressCounts,
  signInMethods,
  updateSettings,
  userTimeZone,
} from '~/server/account.server'
import { avatarUrl } from '~/server/avatar.server'
import { LeetCodeError } from '~/server/leetcode.server'
import {
  LeetCodeUserNotFoundError,
  syncFailureMessage,
  syncSolvedFromLeetCode,
} from '~/server/leetcode-progress.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { remindersView } from '~/server/review-reminders.server'
import { destroyUserSession, redirectWithNewSession, type SessionUser } from '~/server/session.server'
import { signedInUser } from '~/server/signed-in.server'
import { siteOrigin } from '~/server/site-origin.server'
import { redirectWithToast } from '~/server/toast.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Profile') }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const methods = signInMethods(user.id)
  return {
    profile: {
      name: user.name.trim() || null,
      email: user.email,
      avatarUrl: avatarUrl(user),
      memberSince: user.createdAt.toISOString(),
    },
    settings: {
      name: user.name,
      leetcodeUsername: user.leetcodeUsername,
      institution: user.institution,
      timeZone: userTimeZone(user.id),
      interviewMode: user.interviewMode,
    },
    timeZones: timeZoneGroups(new Date()),
    methods: {
      password: methods.password,
      connections: methods.connections.map((c) => ({ ...c, connectedAt: c.connectedAt.toISOString() })),
    },
    counts: progressCounts(user.id),
    reminders: remindersView(user.id, siteOrigin(request)),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case SETTINGS_INTENT:
      return saveSettingsIntent(user, formData)
    case PASSWORD_INTENT:
      return changePasswordIntent(request, user, formData)
    case SYNC_INTENT:
      return syncLeetCodeIntent(user)
    case DELETE_INTENT:
      return deleteAccountIntent(request, user, formData)
    default:
      return data({ intent: null, result: null, error: 'Unknown action' }, { status: 400 })
  }
}

async function saveSettingsIntent(user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SettingsFormSchema })
  if (submission.status !== 'success') {
    return data({ intent: SETTINGS_INTENT, result: submission.reply(), error: null }, { status: 400 })
  }
  // The schema has checked the zone against the same list; a refusal here would mean the list changed.
  if (updateSettings(user.id, submission.value) === 'invalid-time-zone') {
    const result = submission.reply({ fieldErrors: { timeZone: [TIME_ZONE_MESSAGE] } })
    return data({ intent: SETTINGS_INTENT, result, error: null }, { status: 400 })
  }
  return redirectWithToast('/profile', { type: 'success', title: 'Settings saved' })
}

async function changePasswordIntent(request: Request, user: SessionUser, formData: FormData) {
  const hasPassword = signInMethods(user.id).password
  const submission = parseWithZod(formData, { schema: changePasswordSchema({ hasPassword }) })
  const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']
  if (submission.status !== 'success') {
    return data(
      { intent: PASSWORD_INTENT, result: submission.reply({ hideFields }), error: null },
      { status: 400 },
    )
  }
  const limit = consumeLimit('change-password', { user: user.id })
  if (!limit.allowed) {
    const result = submission.reply({ formErrors: [limit.message], hideFields })
    return tooManyRequests({ intent: PASSWORD_INTENT, result, error: null }, limit)
  }
  const outcome = await changePassword(user.id, submission.value)
  if (outcome === 'wrong-password') {
    const result = submission.reply({
      fieldErrors: { currentPassword: ['The current password is not right'] },
      hideFields,
    })
    return data({ intent: PASSWORD_INTENT, result, error: null }, { status: 400 })
  }
  // Every session of the user ended with the change; this browser gets a fresh one.
  return redirectWithNewSession(request, user.id, '/profile', {
    type: 'success',
    title: hasPassword ? 'Password changed' : 'Password set',
    description: 'Any other devices have been signed out.',
  })
}

async function syncLeetCodeIntent(user: SessionUser) {
  const username = user.leetcodeUsername
  if (!username) {
    return data(
      { intent: SYNC_INTENT, result: null, error: 'Add your LeetCode username in the settings first.' },
      { status: 400 },
    )
  }
  const limit = consumeLimit('leetcode-sync', { user: user.id })
  if (!limit.allowed) {
    return tooManyRequests({ intent: SYNC_INTENT, result: null, error: limit.message }, limit)
  }
  try {
    const summary = await syncSolvedFromLeetCode(user.id, username)
    const counts = {
      ...summary,
      newlySolved: summary.newlySolved.length,
      notInCatalogue: summary.notInCatalogue.length,
    }
    return redirectWithToast('/profile', { type: 'success', ...syncSummary(counts, username) })
  } catch (error) {
    if (!(error instanceof LeetCodeError || error instanceof LeetCodeUserNotFoundError)) throw error
    console.warn(`[leetcode-sync] ${error.message}`)
    const status = error instanceof LeetCodeUserNotFoundError ? 422 : 502
    return data({ intent: SYNC_INTENT, result: null, error: syncFailureMessage(error) }, { status })
  }
}

async function deleteAccountIntent(request: Request, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema(user.email) })
  if (submission.status !== 'success') {
    return data({ intent: DELETE_INTENT, result: submission.reply(), error: null }, { status: 400 })
  }
  deleteAccount(user.id)
  const cookie = await destroyUserSession(request)
  return redirectWithToast(
    '/',
    {
      type: 'success',
      title: 'Your account has been deleted',
      description: 'Thank you for practising with us.',
    },
    { headers: { 'Set-Cookie': cookie } },
  )
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, settings, timeZones, methods, counts, reminders } = loaderData
  const resultFor = (intent: string) =>
    actionData?.intent === intent ? (actionData.result ?? undefined) : undefined
  const memberSince = new Date(profile.memberSince).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      <h1 className="sr-only">Profile</h1>
      <Card className="overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-brand-600 via-brand-500 to-accent-500" />
        <div className="px-6 pb-6">
          <div className="-mt-12 flex items-end justify-between gap-4">
            <img
              src={profile.avatarUrl}
              alt={`Avatar of ${profile.name ?? 'Anonymous User'}`}
              width={96}
              height={96}
              className="size-24 rounded-2xl border-4 border-surface bg-brand-50 shadow-card"
            />
            <LogoutButton />
          </div>
          <div className="mt-3 min-w-0">
            <p className="text-2xl font-bold break-words">{profile.name ?? 'Anonymous User'}</p>
            <p className="break-all text-ink-muted">{profile.email}</p>
            <p className="mt-1 text-xs text-ink-subtle">Member since {memberSince}</p>
          </div>
        </div>
      </Card>

      <AccountSection
        id="sign-in"
        title="Sign-in methods"
        description="The ways you can sign in to this account."
      >
        <SignInMethods methods={methods} accountEmail={profile.email} />
      </AccountSection>

      <AccountSection
        id="settings"
        title="Settings"
        description="Your name is shown on your profile and to study buddies. Your email cannot be changed here."
      >
        {/* Keyed by the saved values: after a save the form starts again from them, as the server tidied them. */}
        <SettingsForm
          key={JSON.stringify(settings)}
          defaults={settings}
          timeZones={timeZones}
          lastResult={resultFor(SETTINGS_INTENT)}
        />
      </AccountSection>

      <AccountSection
        id="leetcode"
        title="LeetCode progress"
        description="Problems you solve on LeetCode can be marked solved here automatically."
      >
        <LeetCodeSync
          username={settings.leetcodeUsername}
          counts={counts}
          error={actionData?.intent === SYNC_INTENT ? (actionData.error ?? undefined) : undefined}
        />
      </AccountSection>

      <RemindersSection reminders={reminders} />

      <AccountSection
        id="password"
        title={methods.password ? 'Change password' : 'Set a password'}
        description={
          methods.password
            ? 'Changing your password signs you out on every other device.'
            : 'Add a password to sign in with your email as well as with your linked account.'
        }
      >
        <PasswordForm
          hasPassword={methods.password}
          accountEmail={profile.email}
          lastResult={resultFor(PASSWORD_INTENT)}
        />
      </AccountSection>

      <AccountSection
        id="your-data"
        title="Your data"
        description="A copy of everything we keep about you: profile, progress, reviews, notes, favourites, study-buddy profile and feature requests, as JSON."
      >
        <a href="/profile/data.json" download className={buttonClasses({ variant: 'secondary' })}>
          Download my data
        </a>
      </AccountSection>

      <AccountSection id="import" title="Import your data" description={IMPORT_DESCRIPTION}>
        <ImportDataForm />
      </AccountSection>

      <AccountSection
        id="delete"
        title="Delete account"
        description="Remove your account and everything linked to it."
        danger
      >
        <DeleteAccount accountEmail={profile.email} lastResult={resultFor(DELETE_INTENT)} />
      </AccountSection>
    </div>
  )
}
