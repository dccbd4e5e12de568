import { data } from 'react-router'
import { z } from 'zod'

// The links in our emails that turn them off (the newsletter's, the daily review email's) name the
// recipient and carry an HMAC of that name under the server's secret. Opening one only asks; a POST turns
// the email off, so a mail scanner that follows links changes nothing. The POST is the page's button, or a
// mail client's one-click unsubscribe (RFC 8058): the body "List-Unsubscribe=One-Click", the link's fields
// left in the query.

/** How a route's link names its recipient, and how to check the link's signature. */
export interface UnsubscribeLink<Field extends string> {
  field: Field
  value: z.ZodType<string>
  isSigned: (value: string, signature: string) => boolean
}

export type SignedLink<Field extends string> = Record<Field, string> & { sig: string }

/** An HMAC-SHA256 in base64url without padding: 43 characters. */
const Signature = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

const INVALID_LINK = { state: 'invalid' as const }

function signedLink<Field extends string>(
  link: UnsubscribeLink<Field>,
  fields: Record<string, unknown>,
): SignedLink<Field> | null {
  const value = link.value.safeParse(fields[link.field])
  const sig = Signature.safeParse(fields.sig)
  if (!value.success || !sig.success || !link.isSigned(value.data, sig.data)) return null
  return { [link.field]: value.data, sig: sig.data } as SignedLink<Field>
}

function queryFields(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}

/** The loader: the link's fields for the page to ask with, when its signature is ours; 400 for anything else. */
export function confirmUnsubscribe<Field extends string>(request: Request, link: UnsubscribeLink<Field>) {
  const signed = signedLink(link, queryFields(request))
  if (!signed) return data(INVALID_LINK, { status: 400 })
  return { state: 'confirm' as const, ...signed }
}

/** The action: turns the email off for a link whose signature is ours; 400 and nothing changed otherwise. */
export async function unsubscribeByLink<Field extends string>(
  request: Request,
  link: UnsubscribeLink<Field>,
  turnOff: (signed: SignedLink<Field>) => void,
) {
  const fields = Object.fromEntries(await request.formData())
  const signed = signedLink(link, 'sig' in fields ? fields : queryFields(request))
  if (!signed) return data(INVALID_LINK, { status: 400 })
  turnOff(signed)
  return { state: 'done' as const, ...signed }
}
