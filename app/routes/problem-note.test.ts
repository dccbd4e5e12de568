import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { postForm } from '../../tests/setup/route-action'
import { signedInUser, signedInUserWithProblem } from '../../tests/setup/signed-in'
import { problems } from '#db/schema'
import { MAX_NOTE_BYTES, noteTooLargeMessage } from '~/domain/problem-note'
import { getDb } from '~/server/db.server'
import { getProblemNote, saveProblemNote } from '~/server/problem-notes.server'
import { loader as notesLoader } from './notes'
import { action, NO_PROBLEM_FOR_NOTE } from './problem'

// The note form on a problem's insights page (POST /problems/:titleSlug) and the /notes list, called as
// the router calls them for a signed-in user.

async function setup() {
  const { user, titleSlug, problemId } = await signedInUserWithProblem()
  const post = (fields: Record<string, string>, slug = titleSlug) =>
    postForm(action, `http://localhost/problems/${slug}`, fields, {
      cookie: user.cookie,
      params: { titleSlug: slug },
    })
  return { user, titleSlug, problemId, post }
}

type Reply = {
  result: { status?: string; initialValue?: Record<string, string>; error?: Record<string, string[]> }
}

describe('POST /problems/:titleSlug (the note form)', () => {
  it('without JavaScript saves the note and goes back to it with a toast', async () => {
    const { user, titleSlug, problemId, post } = await setup()
    const answer = await post({ intent: 'save-note', note: '**Sort** first.' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`/problems/${titleSlug}#note`)
    expect(answer.headers.get('Set-Cookie')).toContain('ps_toast=')
    expect(getProblemNote(user.id, problemId)?.body).toBe('**Sort** first.')
  })

  it('with a fetcher answers with the outcome; a blank note deletes it', async () => {
    const { user, problemId, post } = await setup()
    const saved = await post({ intent: 'save-note', note: 'Heap of size k.', via: 'fetcher' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ outcome: 'saved' })
    expect(getProblemNote(user.id, problemId)?.body).toBe('Heap of size k.')

    const deleted = await post({ intent: 'save-note', note: '   ', via: 'fetcher' })
    expect(deleted.body).toMatchObject({ outcome: 'deleted' })
    expect(getProblemNote(user.id, problemId)).toBeNull()
    // A form whose textarea was emptied sends no value at all once Conform reads it: the same delete.
    saveProblemNote(user.id, problemId, 'again')
    expect((await post({ intent: 'save-note', via: 'fetcher' })).body).toMatchObject({ outcome: 'deleted' })
  })

  it('refuses a note over 20 KB with 422 and the message, keeps the text in the form, saves nothing', async () => {
    const { user, problemId, post } = await setup()
    saveProblemNote(user.id, problemId, 'The note before.')
    const tooLong = `${'x'.repeat(MAX_NOTE_BYTES)}!`
    for (const via of [{}, { via: 'fetcher' }] as Record<string, string>[]) {
      const answer = await post({ intent: 'save-note', note: tooLong, ...via })
      expect(answer.status).toBe(422)
      const { result } = answer.body as Reply
      expect(result.error?.note).toEqual([noteTooLargeMessage(MAX_NOTE_BYTES + 1)])
      expect(result.initialValue?.note).toBe(tooLong)
    }
    expect(noteTooLargeMessage(MAX_NOTE_BYTES + 1)).toBe(
      'This note is 20.0 KB; a note can be at most 20 KB. Shorten it and save again.',
    )
    expect(getProblemNote(user.id, problemId)?.body).toBe('The note before.')
  })

  it('stores hostile HTML as typed and never draws it', async () => {
    const { user, problemId, post } = await setup()
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>[x](javascript:alert(3))'
    await post({ intent: 'save-note', note: hostile })
    const note = getProblemNote(user.id, problemId)!
    expect(note.body).toBe(hostile)
    expect(note.html).not.toMatch(/onerror|<script|javascript:|alert/)
  })

  it('answers 404 for a problem that does not exist, and 400 for an unknown intent', async () => {
    const { post } = await setup()
    // Thrown, as the router's error page answers them.
    await expect(post({ intent: 'save-note', note: 'x' }, 'no-such-problem-here')).rejects.toMatchObject({
      data: NO_PROBLEM_FOR_NOTE,
      init: { status: 404 },
    })
    await expect(post({ intent: 'delete-everything' })).rejects.toMatchObject({ init: { status: 400 } })
    expect(NO_PROBLEM_FOR_NOTE).toBe('There is no such problem to keep a note on.')
  })

  it("writes only the poster's own note", async () => {
    const { user, problemId, post } = await setup()
    const other = await signedInUser()
    saveProblemNote(other.id, problemId, 'Theirs.')
    await post({ intent: 'save-note', note: 'Mine.' })
    expect(getProblemNote(other.id, problemId)?.body).toBe('Theirs.')
    expect(getProblemNote(user.id, problemId)?.body).toBe('Mine.')
  })
})

describe('GET /notes', () => {
  async function load(cookie: string, search = '') {
    const request = new Request(`http://localhost/notes${search}`, { headers: { Cookie: cookie } })
    return notesLoader({
      request,
      params: {},
      context: await routeContext(request),
    } as unknown as Parameters<typeof notesLoader>[0])
  }

  it('says there are no notes yet, then lists them and searches them', async () => {
    const { user, problemId, post } = await setup()
    expect(await load(user.cookie)).toMatchObject({ notes: [], total: 0, hasNotes: false, query: '' })

    await post({ intent: 'save-note', note: 'Monotonic stack, 100% sure.' })
    const all = await load(user.cookie)
    expect(all).toMatchObject({ total: 1, hasNotes: true, page: 1, pageCount: 1 })
    expect(all.notes[0]).toMatchObject({ preview: 'Monotonic stack, 100% sure.' })

    expect(await load(user.cookie, '?q=%20STACK%20')).toMatchObject({ query: 'STACK', total: 1 })
    expect(await load(user.cookie, '?q=100%25')).toMatchObject({ total: 1 })
    const none = await load(user.cookie, '?q=queue')
    expect(none).toMatchObject({ query: 'queue', notes: [], total: 0, hasNotes: true })
    expect(problemId).toBeGreaterThan(0)
  })

  it('pages past 20 notes and never lists another user’s', async () => {
    const { user } = await setup()
    const other = await setup()
    saveProblemNote(other.user.id, other.problemId, 'Someone else’s.')
    const ids = getDb()
      .insert(problems)
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          titleSlug: `bulk-${i}-${user.id}`,
          title: `Bulk ${i}`,
          difficulty: 1,
        })),
      )
      .returning({ id: problems.id })
      .all()
    ids.forEach(({ id }, i) => saveProblemNote(user.id, id, `Note ${i}`, undefined, new Date(1_000 + i)))
    const first = await load(user.cookie)
    expect(first).toMatchObject({ total: 21, page: 1, pageCount: 2 })
    expect(first.notes).toHaveLength(20)
    expect(first.notes[0]!.preview).toBe('Note 20')
    const second = await load(user.cookie, '?page=2')
    expect(second.notes.map((n) => n.preview)).toEqual(['Note 0'])
    expect((await load(user.cookie, '?q=else')).total).toBe(0)
  })
})
