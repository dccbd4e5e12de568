import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/system-design-sidebar'
import { serializeSidebarCookie } from '~/components/system-design/sidebar-state'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { safeRedirect } from '~/domain/safe-redirect'
import { getEnv } from '~/server/env.server'

const SidebarSchema = z.object({ state: z.enum(['expanded', 'collapsed']) })

/**
 * Remembers the notes sidebar's state for 7 days (docs/product.md#cookies). The reader's toggle button posts
 * here when JavaScript is off and is sent back to its page; a fetcher (`via=fetcher`) gets the state as data.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const parsed = SidebarSchema.safeParse({ state: form.get('state') })
  if (!parsed.success) {
    return data({ error: 'The sidebar state must be "expanded" or "collapsed".' }, { status: 400 })
  }
  const headers = {
    'Set-Cookie': serializeSidebarCookie(parsed.data.state, { secure: getEnv().isProduction }),
  }
  if (isViaFetcher(form)) return data({ state: parsed.data.state }, { headers })
  return redirect(safeRedirect(form.get('redirectTo'), '/system-design'), { headers })
}

export function loader() {
  return redirect('/system-design')
}
