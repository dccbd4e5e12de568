import { HONEYPOT_FIELD } from '~/components/honeypot'

/** True when the hidden field was filled in: a bot, answered as if all went well and otherwise ignored. */
export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.length > 0
}
