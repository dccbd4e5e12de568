import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/system-design'
import { askAiUrl } from '~/components/system-design/ask-ai'
import { CHAPTER_END_ID } from '~/components/system-design/chapter-article'
import { NotesReader } from '~/components/system-design/notes-reader'
import { sidebarStateFromCookies } from '~/components/system-design/sidebar-state'
import type { ReaderChapter } from '~/components/system-design/types'
import { pageTitle } from '~/domain/site'
import {
  findChapter,
  getChapter,
  listChapterOutlines,
  readChapterSlugs,
  setChapterRead,
  type ChapterOutline,
} from '~/server/chapters.server'
import { htmlToPlainText } from '~/server/notes/plain-text.server'
import { signedInUser } from '~/server/signed-in.server'

const WORDS_PER_MINUTE = 200

const ChapterSlug = z.string().regex(/^[a-z0-9-]{1,120}$/)

function chapterNotFound(): never {
  throw data('No system-design chapter matches this address.', { status: 404 })
}

/** The chapter named in the URL, or a 404: a malformed slug cannot name a chapter either. */
function chapterFromParam(slug: string) {
  const parsed = ChapterSlug.safeParse(slug)
  return (parsed.success && getChapter(parsed.data)) || chapterNotFound()
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
  let words = 0
  const sections = stored.sections.map((section) => {
    const text = htmlToPlainText(section.content)
    words += text.split(' ').length
    return { ...section, askAiUrl: askAiUrl(section.heading, text) }
  })
  const chapter: ReaderChapter = {
    slug: stored.slug,
    title: stored.title,
    position: stored.position,
    sections,
    readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    isRead: readSlugs.has(stored.slug),
    ...neighbours(outlines, stored.slug),
  }
  return { outlines, readSlugs: [...readSlugs], sidebar, chapter }
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
  if (form.get('via') === 'fetcher') return { error: null }
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
