// Reading a form body of bounded size, for a route that takes more than the site-wide body limit
// (http.server.ts) and so must bound its own: `request.formData()` would read whatever arrives.

export type BoundedForm =
  | { outcome: 'read'; form: FormData }
  | { outcome: 'too-large' }
  /** Not a form, or a multipart body that does not parse. */
  | { outcome: 'unreadable' }

/**
 * The request's form, or `too-large` when its body is over `maxBytes`: judged from Content-Length before
 * a byte is read, and by counting while reading, so a body without a length (or a longer one than said)
 * is cut off at the limit rather than read whole.
 */
export async function readBoundedForm(request: Request, maxBytes: number): Promise<BoundedForm> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { outcome: 'too-large' }
  let read = 0
  let tooLarge = false
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength
        if (read > maxBytes) {
          tooLarge = true
          controller.error(new RangeError(`The body is over ${maxBytes} bytes`))
        } else {
          controller.enqueue(chunk)
        }
      },
    }),
  )
  try {
    const headers = { 'Content-Type': request.headers.get('content-type') ?? '' }
    return { outcome: 'read', form: await new Response(counted ?? null, { headers }).formData() }
  } catch {
    return tooLarge ? { outcome: 'too-large' } : { outcome: 'unreadable' }
  }
}
