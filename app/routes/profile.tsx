import type { Route } from './+types/profile'
import { LogoutButton } from '~/components/logout-button'
import { Card } from '~/components/ui/card'
import { pageTitle } from '~/domain/site'
import { avatarUrl } from '~/server/avatar.server'
import { requireUser } from '~/server/session.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Profile') }]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, 'A')
  return {
    profile: {
      name: user.name.trim() || null,
      email: user.email,
      avatarUrl: avatarUrl(user),
      memberSince: user.createdAt.toISOString(),
    },
  }
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData
  const memberSince = new Date(profile.memberSince).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="sr-only">Profile</h1>
      <Card className="overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-brand-600 via-brand-500 to-accent-500" />
        <div className="flex flex-col gap-6 px-6 pb-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-end">
            <img
              src={profile.avatarUrl}
              alt={`Avatar of ${profile.name ?? 'Anonymous User'}`}
              width={96}
              height={96}
              className="size-24 rounded-2xl border-4 border-surface bg-brand-50 shadow-card"
            />
            <div>
              <p className="text-2xl font-bold">{profile.name ?? 'Anonymous User'}</p>
              <p className="text-ink-muted">{profile.email}</p>
              <p className="mt-1 text-xs text-ink-subtle">Member since {memberSince}</p>
            </div>
          </div>
          <LogoutButton />
        </div>
      </Card>
    </div>
  )
}
