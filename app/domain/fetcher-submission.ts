/**
 * One form, two answers: posted by a fetcher (JavaScript on) the page stays put, so the action answers
 * with data; posted by the browser itself (JavaScript off) it gets a redirect, so a reload does not post
 * again. The fetcher says which it is by sending this field with its form, never rendered on the server,
 * so a form without JavaScript cannot carry it.
 */
export const VIA_FETCHER = { name: 'via', value: 'fetcher' } as const

/** Whether a posted form came from a fetcher (see VIA_FETCHER). */
export function isViaFetcher(form: Pick<FormData, 'get'>): boolean {
  return form.get(VIA_FETCHER.name) === VIA_FETCHER.value
}
