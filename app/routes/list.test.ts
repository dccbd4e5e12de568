import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { postForm } from '../../tests/setup/route-action'
import { routeContext } from '../../tests/setup/route-context'
import { problems } from '#db/schema'
import { LIST_MESSAGES } from '~/domain/list-forms'
import { listMoveValue } from '~/domain/problem-lists'
import { getDb } from '~/server/db.server'
import { addProblem, createList } from '~/server/lists/edit.server'
import { findList } from '~/server/lists/read.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { SHEET_FILTERS_KEY } from '~/components/sheet/sheet-filters-form'
import { action as listAction, loader as listLoader } from './list'
import { action as listsAction } from './lists'
import { action as addAction } from './lists-add'

// The list routes as a browser without JavaScript, and a fetcher, would use them: who may open what,
// and how bad or stale input is refused without changing anything.

function newProblem(tag: string): number {
  return getDb()
    .insert(problems)
    .values({ titleSlug: `l-${tag}-${crypto.randomUUID()}`, title: `Problem ${tag}`, difficulty: 2 })
    .returning({ id: problems.id })
    .get()!.id
}

function ownList(userId: string, visibility: 'private' | 'public' = 'private'): string {
  const created = createList(userId, { name: 'Graphs', description: '', visibility })
  if (created.outcome !== 'created') throw new Error('not created')
  return created.id
}

async function load(
  listId: string,
  cookie?: string,
  query = '',
  markupOnly: Map<string, unknown> | null = null,
) {
  const request = new Request(`http://localhost/lists/${listId}${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  })
  try {
    const context = await routeContext(request)
    // What the HTTP layer gives a request answered with an HTML document.
    if (markupOnly) context.set(markupOnlyContext, markupOnly)
    const args = { request, params: { listId }, context }
    return { status: 200, data: await listLoader(args as unknown as Parameters<typeof listLoader>[0]) }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
    const init = (thrown as { init?: { status?: number } }).init
    return { status: init?.status ?? 500, body: (thrown as { data?: unknown }).data }
  }
}

function post(listId: string, fields: Record<string, string>, cookie?: string) {
  return postForm(listAction, `http://localhost/lists/${listId}`, fields, { cookie, params: { listId } })
}

describe('who may open a list', () => {
  it('shows a private list to its owner only: anyone else, visitors included, gets the 404 of no list', async () => {
    const ada = await signedInUser()
    const bob = await signedInUser()
    const id = ownList(ada.id)
    expect((await load(id, ada.cookie)).status).toBe(200)
    expect(await load(id, bob.cookie)).toEqual({ status: 404, body: LIST_MESSAGES.noList })
    expect(await load(id)).toEqual({ status: 404, body: LIST_MESSAGES.noList })
    expect(await load('no-such-list')).toEqual({ status: 404, body: LIST_MESSAGES.noList })
  })

  it('opens a public list for a visitor, without progress and without the owner’s forms', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id, 'public')
    addProblem(ada.id, id, newProblem('public'))
    const page = await load(id)
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ signedIn: false, isOwner: false, total: 1 })
    expect(page.data?.sentRows?.dueDays).toEqual({})
  })

  it('sends a list’s address to its canonical form', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id)
    expect(await load(id, ada.cookie, '?difficulty=nonsense&page=1')).toEqual({
      status: 302,
      location: `/lists/${id}`,
    })
  })
})

describe('a list’s filter form', () => {
  it('is drawn as markup for a document, with the filters of its address, and not sent as data', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id)
    addProblem(ada.id, id, newProblem('filters'))
    const document = new Map<string, unknown>()
    const page = await load(id, ada.cookie, '?difficulty=hard&q=two', document)
    expect(page.status).toBe(200)
    const form = String(document.get(SHEET_FILTERS_KEY))
    expect(form).toContain('aria-label="Filter the list"')
    expect(form).toContain('value="two"')
    expect(form).toMatch(/<option value="hard" selected="">/)
    // Nor are the checkbox topics and the rows in a document's data: its markup has them.
    expect(page.data).toMatchObject({ topics: null, moreTopics: null, sentRows: null })
    // A data request (a client navigation) draws the form and the rows from the data, which has them.
    const data = await load(id, ada.cookie, '?difficulty=hard&q=two')
    expect(data.data?.topics).toEqual(expect.any(Array))
    expect(data.data?.sentRows?.rows).toEqual(expect.any(Array))
  })
})

describe('changing a list', () => {
  it('refuses a move posted from a stale page with 409, changing nothing', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id)
    const [first, second] = [newProblem('a'), newProblem('b')]
    addProblem(ada.id, id, first)
    addProblem(ada.id, id, second)
    const seen = findList(id)!.version
    // Another tab adds a problem meanwhile.
    addProblem(ada.id, id, newProblem('c'))
    const answer = await post(id, { version: String(seen), move: listMoveValue(second, 1) }, ada.cookie)
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ ok: false, stale: true, error: LIST_MESSAGES.stale })
    expect(findList(id)!.version).toBe(seen + 1)

    const current = String(findList(id)!.version)
    const moved = await post(id, { version: current, move: listMoveValue(second, 1) }, ada.cookie)
    expect(moved.status).toBe(302)
    expect(moved.headers.get('Location')).toBe(`/lists/${id}#p-${second}`)
  })

  it('refuses a form without a version as stale', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id)
    const problemId = newProblem('v')
    addProblem(ada.id, id, problemId)
    expect((await post(id, { remove: String(problemId) }, ada.cookie)).status).toBe(409)
  })

  it('refuses a name with HTML or too long, keeping what was typed', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id)
    const version = String(findList(id)!.version)
    const html = await post(
      id,
      { intent: 'save-list', version, name: '<script>x</script>', visibility: 'public' },
      ada.cookie,
    )
    expect(html.status).toBe(400)
    expect(html.body).toMatchObject({ result: { error: { name: [LIST_MESSAGES.noHtml] } } })
    const long = await postForm(
      listsAction,
      'http://localhost/lists',
      { intent: 'create-list', name: 'x'.repeat(81), visibility: 'private' },
      { cookie: ada.cookie },
    )
    expect(long.status).toBe(400)
    expect(findList(id)).toMatchObject({ name: 'Graphs', visibility: 'private' })
  })

  it('lets nobody but the owner change a public list', async () => {
    const ada = await signedInUser()
    const bob = await signedInUser()
    const id = ownList(ada.id, 'public')
    const version = String(findList(id)!.version)
    const answer = await post(id, { intent: 'delete-list', version }, bob.cookie)
    expect(answer.status).toBe(404)
    expect(findList(id)).not.toBeNull()
  })

  it('sends a visitor’s post to sign in, and tells a visitor’s fetcher', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id, 'public')
    const plain = await post(id, { intent: 'copy-list' })
    expect(plain.status).toBe(302)
    expect(plain.headers.get('Location')).toBe(`/login?redirect_uri=${encodeURIComponent(`/lists/${id}`)}`)
    expect((await post(id, { intent: 'copy-list', via: 'fetcher' })).status).toBe(401)
  })

  it('reports a paste with lines it could not use, and adds the rest', async () => {
    const ada = await signedInUser()
    const id = ownList(ada.id)
    const problemId = newProblem('paste')
    const slug = getDb()
      .select({ slug: problems.titleSlug })
      .from(problems)
      .where(eq(problems.id, problemId))
      .get()!.slug
    const answer = await post(
      id,
      { intent: 'paste-problems', problems: `${slug}\nnot a problem` },
      ada.cookie,
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      paste: { added: 1, skipped: [{ line: 2, text: 'not a problem', reason: 'unreadable' }] },
    })
    const nothing = await post(id, { intent: 'paste-problems', problems: 'no-such-problem-here' }, ada.cookie)
    expect(nothing.status).toBe(422)
  })
})

describe('adding from a sheet or an insights page', () => {
  it('adds to the user’s list and goes back to the row; refuses another’s list and a missing problem', async () => {
    const ada = await signedInUser()
    const bob = await signedInUser()
    const id = ownList(ada.id)
    const problemId = newProblem('add')
    const add = (fields: Record<string, string>, cookie: string) =>
      postForm(addAction, 'http://localhost/lists/add', fields, { cookie })

    const added = await add(
      { listId: id, problemId: String(problemId), redirectTo: '/sheet/google' },
      ada.cookie,
    )
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toBe(`/sheet/google#p-${problemId}`)
    expect(findList(id)!.itemCount).toBe(1)

    const again = await add({ listId: id, problemId: String(problemId), via: 'fetcher' }, ada.cookie)
    expect(again.body).toMatchObject({ ok: true, outcome: 'already-there' })

    expect((await add({ listId: id, problemId: String(problemId), via: 'fetcher' }, bob.cookie)).status).toBe(
      404,
    )
    expect((await add({ listId: id, problemId: '999999999', via: 'fetcher' }, ada.cookie)).status).toBe(404)
    expect((await add({ listId: id, problemId: 'two', via: 'fetcher' }, ada.cookie)).status).toBe(400)
    expect(findList(id)!.itemCount).toBe(1)
  })
})
