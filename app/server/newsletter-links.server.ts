import { createHmac, timingSafeEqual } from 'node:crypto'
import { NewsletterSchema } from '~/domain/newsletter'
import { PRODUCT_NAME } from '~/domain/site'
import { getEnv } from './env.server'
import { emailLinkOrigin, escapeHtml, mailHtml, type Mail } from './mail.server'
import type { UnsubscribeLink } from './unsubscribe-link.server'

// Every newsletter email carries an unsubscribe link. The link names the address and carries an HMAC of it
// under the server's secret, so it works without signing in, yet nobody can unsubscribe someone else by
// guessing. A link never expires: an old email must still let its reader leave.

const PURPOSE = 'newsletter-unsubscribe'

export function unsubscribeSignature(email: string, secret = getEnv().SESSION_SECRET): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${email.toLowerCase()}`).digest('base64url')
}

export function isValidUnsubscribeSignature(
  email: string,
  signature: string,
  secret = getEnv().SESSION_SECRET,
): boolean {
  const expected = Buffer.from(unsubscribeSignature(email, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function unsubscribeUrl(origin: string, email: string, secret?: string): string {
  const url = new URL('/newsletter/unsubscribe', origin)
  url.searchParams.set('email', email)
  url.searchParams.set('sig', unsubscribeSignature(email, secret))
  return url.href
}

/** What /newsletter/unsubscribe reads from its link. */
export const NEWSLETTER_UNSUBSCRIBE_LINK: UnsubscribeLink<'email'> = {
  field: 'email',
  value: NewsletterSchema.shape.email,
  isSigned: isValidUnsubscribeSignature,
}

/**
 * The welcome email a new subscriber gets, which is also their first unsubscribe link; the link goes to
 * the site's configured origin (see emailLinkOrigin).
 */
export function welcomeMail(email: string, origin: string = emailLinkOrigin()): Mail {
  const leave = unsubscribeUrl(origin, email)
  const lines = [
    `Thanks for subscribing to the ${PRODUCT_NAME} newsletter.`,
    'About once a week you will get new company sheets, fresh system-design notes and the week’s best problems.',
  ]
  return {
    to: email,
    subject: `Welcome to the ${PRODUCT_NAME} newsletter`,
    text: `${lines.join('\n\n')}\n\nTo unsubscribe, open this link: ${leave}\n`,
    // Mail clients show their own "Unsubscribe" button for this header.
    headers: { 'List-Unsubscribe': `<${leave}>` },
    html: mailHtml({
      heading: 'You are subscribed',
      paragraphs: lines,
      footerHtml: `You receive this email because ${escapeHtml(email)} subscribed to the ${PRODUCT_NAME} newsletter. <a href="${escapeHtml(leave)}" style="color:#4338ca">Unsubscribe</a> at any time.`,
    }),
  }
}
