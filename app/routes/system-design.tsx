import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/system-design'
import { CHAPTER_END_ID } from '~/components/system-design/chapter-article'
import { NotesReader } from '~/components/system-design/notes-reader'
import { SECTION_BODIES_KEY, type SectionBodies } from '~/components/system-design/section-bodies'
import { sidebarStateFromCookies } from '~/components/system-design/sidebar-state'
import type { OutlineChapter, ReaderChapter } from '~/components/system-design/types'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { pageTitle } from '~/domain/site'
import {
  findChapter,
  getChapterForReading,
  listChapterOutlines,
  readChapterSlugs,
  setChapterRead,
  type ChapterOutline,
} from '~/server/chapters.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { signedInUser } from '~/server/signed-in.server'

const WORDS_PER_MINUTE = 200

const ChapterSlug = z.string().regex(/^[a-z0-9-]{1,120}$/)

function chapterNotFound(): never {
  throw data('No system-design chapter matches this address.', { status: 404 })
}

/** The chapter named in the URL, or a 404: a malformed slug cannot name a chapter either. */
function chapterFromParam(slug: string) {
  const parsed = ChapterSlug.safeParse(slug)
  return (parsed.success && getChapterForReading(parsed.data)) || chapterNotFound()
}

function neighbours(outlines: readonly ChapterOutline[], slug: string) {
  const index = outlines.findIndex((outline) => outline.slug === slug)
  const link = (outline: ChapterOutline | undefined) =>
    outline ? { slug: outline.slug, title: outline.title, position: outline.position } : null
  return { previous: link(outlines[index - 1]), next: link(outlines[index + 1]) }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const outlines = listChapterOutlines()
  const readSlugs = readChapterSlugs(user.id)
  const sidebar = sidebarStateFromCookies(request.headers.get('Cookie'))
  if (params.slug === undefined) return { outlines, readSlugs: [...readSlugs], sidebar, chapter: null }

  const stored = chapterFromParam(params.slug)
  // The sections' text is most of a chapter. A document's markup carries it, so it goes to the server
  // render alone; the loader data carries it only to a client navigation, which has no markup to read.
  const markupOnly = context.get(markupOnlyContext)
  const bodies: SectionBodies = {}
  const sections = stored.sections.map(({ slug, heading, content, askAiUrl }) => {
    if (!markupOnly) return { slug, heading, content, askAiUrl }
    bodies[slug] = { content, askAiUrl }
    return { slug, heading }
  })
  markupOnly?.set(SECTION_BODIES_KEY, bodies)
  const chapter: ReaderChapter = {
    slug: stored.slug,
    title: stored.title,
    position: stored.position,
    sections,
    readingMinutes: Math.max(1, Math.ceil(stored.words / WORDS_PER_MINUTE)),
    isRead: readSlugs.has(stored.slug),
    ...neighbours(outlines, stored.slug),
  }
  // Only the open chapter's sections are listed without JavaScript; the reader asks for the others'
  // when one is opened (NotesReader).
  const lightOutlines: OutlineChapter[] = outlines.map((outline) =>
    outline.slug === stored.slug
      ? outline
      : { ...outline, sections: [], sectionCount: outline.sections.length },
  )
  return { outlines: lightOutlines, readSlugs: [...readSlugs], sidebar, chapter }
}

const ReadMarkSchema = z.object({ intent: z.enum(['mark-read', 'mark-unread']) })

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  if (params.slug === undefined) throw data('Choose a chapter to mark.', { status: 405 })
  const parsedSlug = ChapterSlug.safeParse(params.slug)
  const chapter = (parsedSlug.success && findChapter(parsedSlug.data)) || chapterNotFound()
  const form = await request.formData()
  const parsed = ReadMarkSchema.safeParse({ intent: form.get('intent') })
  if (!parsed.success) return data({ error: 'Unknown action.' }, { status: 400 })

  const read = parsed.data.intent === 'mark-read'
  setChapterRead(user.id, chapter.id, read)
  // A fetcher stays on the page; a plain form post goes back to where the form was.
  if (isViaFetcher(form)) return { error: null }
  return redirect(`/system-design/${chapter.slug}#${CHAPTER_END_ID}`)
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const chapter = loaderData?.chapter
  return [
    { title: pageTitle(chapter ? chapter.title : 'System Design') },
    {
      name: 'description',
      content: chapter
        ? `System-design notes: ${chapter.title}, in ${chapter.sections.length} sections.`
        : 'System-design interview notes, chapter by chapter: scaling, estimation and classic system designs.',
    },
  ]
}

export default function SystemDesign({ loaderData }: Route.ComponentProps) {
  return (
    <NotesReader
      outlines={loaderData.outlines}
      chapter={loaderData.chapter}
      readSlugs={loaderData.readSlugs}
      sidebar={loaderData.sidebar}
    />
  )
}
