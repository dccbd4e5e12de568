import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/notes'
import { formatSavedAt } from '~/components/analyzer/analysis-report'
import { DISCOVER_ROUTE, useFollowInternalLinks } from '~/components/internal-links'
import { ButtonLink, SubmitButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import { Field, Input, usePlainFieldMeta } from '~/components/ui/field'
import { Pagination } from '~/components/ui/pagination'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { MAX_NOTE_QUERY_LENGTH, noteQueryFrom, problemNoteHref } from '~/domain/problem-note'
import { pageTitle } from '~/domain/site'
import { countProblemNotes, listProblemNotes, NOTES_PAGE_SIZE } from '~/server/problem-notes.server'
import { signedInUser } from '~/server/signed-in.server'

/** The search box's parameter: a GET form, so a search works without JavaScript and has an address. */
const QUERY_PARAM = 'q'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Your notes') }]

/** The signed-in user's notes on problems (docs/product.md#problem-notes), newest first, searchable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const url = new URL(request.url)
  const query = noteQueryFrom(url.searchParams.get(QUERY_PARAM))
  const total = countProblemNotes(user.id, query)
  // Whether there are any notes at all, so an empty search says "no match" rather than "no notes yet".
  const hasNotes = query === '' ? total > 0 : countProblemNotes(user.id) > 0
  const page = clampPage(url.searchParams.get('page'), total, NOTES_PAGE_SIZE)
  const notes = listProblemNotes(user.id, {
    query,
    limit: NOTES_PAGE_SIZE,
    offset: pageOffset(page, NOTES_PAGE_SIZE),
  }).map((note) => ({ ...note, updatedAt: note.updatedAt.toISOString() }))
  return { query, notes, total, hasNotes, page, pageCount: pageCount(total, NOTES_PAGE_SIZE) }
}

export default function Notes({ loaderData }: Route.ComponentProps) {
  const { query, notes, total, hasNotes, page, pageCount: pages } = loaderData
  // The notes' links are plain anchors, followed in the app by one handler (see useFollowInternalLinks).
  const followInternalLink = useFollowInternalLinks()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-12">
      <header>
        <Eyebrow>Notes</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Your notes</h1>
        <p className="mt-3 max-w-2xl text-ink-muted">
          What you wrote on each problem’s insights page, newest first. Only you can see them.
        </p>
      </header>

      {hasNotes ? <NoteSearch query={query} /> : null}

      <section aria-labelledby="notes-results" className="mt-6 space-y-4">
        {/* Without notes the card below says it in large; the heading stays for screen readers. */}
        <h2 id="notes-results" className={hasNotes ? 'text-sm text-ink-muted' : 'sr-only'} aria-live="polite">
          {!hasNotes
            ? 'No notes yet'
            : query
              ? `${total} ${total === 1 ? 'note matches' : 'notes match'} “${query}”`
              : `${total} ${total === 1 ? 'note' : 'notes'}`}
        </h2>
        {!hasNotes ? (
          <NoNotesYet />
        ) : notes.length === 0 ? (
          <NoMatch query={query} />
        ) : (
          <ul className="space-y-3" onClick={followInternalLink}>
            {notes.map((note) => (
              <li key={note.titleSlug}>
                <NoteCard note={note} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pages} label="Notes pages" />
      </section>
    </div>
  )
}

function NoteSearch({ query }: { query: string }) {
  const meta = usePlainFieldMeta(null)
  const navigation = useNavigation()
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/notes'
  return (
    <Form method="get" action="/notes" role="search" className="mt-8">
      <Field label="Search your notes" meta={meta} hint="Finds words in a problem’s title or in your note.">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            key={query}
            id={meta.id}
            name={QUERY_PARAM}
            type="search"
            defaultValue={query}
            maxLength={MAX_NOTE_QUERY_LENGTH}
            aria-describedby={meta.descriptionId}
            placeholder="two pointers, heap, off-by-one…"
            className="h-11 sm:flex-1"
          />
          <SubmitButton pending={searching} pendingLabel="Searching…" className="shrink-0 sm:w-32">
            Search
          </SubmitButton>
        </div>
      </Field>
    </Form>
  )
}

function NoteCard({
  note,
}: {
  note: { titleSlug: string; title: string; frontendId: number | null; updatedAt: string; preview: string }
}) {
  return (
    <Card className="p-4 transition-colors hover:border-brand-300 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 text-base font-semibold break-words">
          <a
            className="text-ink underline-offset-4 hover:text-brand-700 hover:underline"
            href={problemNoteHref(note.titleSlug)}
            {...DISCOVER_ROUTE}
          >
            {note.frontendId !== null ? (
              <span className="mr-1.5 text-ink-muted tabular-nums">{note.frontendId}.</span>
            ) : null}
            {note.title}
          </a>
        </h3>
        <p className="shrink-0 text-xs text-ink-muted">
          Updated <time dateTime={note.updatedAt}>{formatSavedAt(note.updatedAt)}</time>
        </p>
      </div>
      {note.preview ? (
        <p className="mt-2 line-clamp-3 text-sm break-words text-ink-muted">{note.preview}</p>
      ) : null}
    </Card>
  )
}

function NoNotesYet() {
  return (
    <Card className="p-8 text-center sm:p-10">
      <p className="text-lg font-semibold">No notes yet</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        Open any problem’s insights and write under “Your note”: the idea that cracked it, the edge case that
        bit you. Your notes are kept here, private to you.
      </p>
      <ButtonLink to="/insights" className="mt-6">
        Find a problem
      </ButtonLink>
    </Card>
  )
}

function NoMatch({ query }: { query: string }) {
  return (
    <Card className="p-8 text-center sm:p-10">
      <p className="text-lg font-semibold">No notes match “{query}”</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        The search looks at problem titles and at the text of your notes. Try a shorter word.
      </p>
      <ButtonLink to="/notes" variant="secondary" className="mt-6">
        Show all notes
      </ButtonLink>
    </Card>
  )
}
