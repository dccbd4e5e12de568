import { randomUUID } from 'node:crypto'
import { createCookieSessionStorage, redirect } from 'react-router'
import { z } from 'zod'
import { getEnv } from './env.server'

/**
 * A toast travels in a cookie, and browsers drop a cookie over 4 KB (the page would then answer without
 * its message, or the server refuse the header). Even in the worst case, every character three bytes of
 * UTF-8 and base64 on top, these lengths keep the cookie well under that.
 */
const MAX_TITLE_CHARS = 200
const MAX_DESCRIPTION_CHARS = 400

/** Cuts text to `max` characters (whole code points), marking the cut with an ellipsis. */
function shortened(max: number) {
  return (text: string) => {
    const chars = Array.from(text)
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
  }
}

export const ToastSchema = z.object({
  id: z
    .string()
    .max(64)
    .default(() => randomUUID()),
  type: z.enum(['success', 'info', 'warning', 'error', 'default']).default('default'),
  title: z.string().transform(shortened(MAX_TITLE_CHARS)),
  description: z.string().transform(shortened(MAX_DESCRIPTION_CHARS)).optional(),
})
export type Toast = z.output<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>

const TOAST_KEY = 'toast'

type ToastFlash = { toast: Toast }

let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, ToastFlash>> | undefined
function toastStorage() {
  const env = getEnv()
  storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: {
      name: 'ps_toast',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.isProduction,
      secrets: [env.SESSION_SECRET],
    },
  })
  return storage
}

/** A Set-Cookie header that makes the next page show this toast (with or without JavaScript). */
export async function toastHeader(toast: ToastInput): Promise<string> {
  const session = await toastStorage().getSession()
  session.flash(TOAST_KEY, ToastSchema.parse(toast))
  return toastStorage().commitSession(session)
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastHeader(toast))
  return redirect(url, { ...init, headers })
}

/** Reads (and clears) the flashed toast. A tampered or malformed cookie simply yields no toast. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get('Cookie')
  if (!cookie?.includes('ps_toast=')) return { toast: null, headers: null }
  try {
    const session = await toastStorage().getSession(cookie)
    const result = ToastSchema.safeParse(session.get(TOAST_KEY))
    const headers = new Headers({ 'Set-Cookie': await toastStorage().destroySession(session) })
    return { toast: result.success ? result.data : null, headers }
  } catch {
    return { toast: null, headers: null }
  }
}
