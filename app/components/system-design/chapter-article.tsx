import { useRef, type Ref } from 'react'
import { Link, useFetcher } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useHydrated } from '~/components/use-hydrated'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { CheckIcon } from '~/components/ui/icons'
import { chapterHref, NOTES_LINK } from './chapter-nav'
import { ASK_AI_CLASS, SECTION_CONTENT_CLASS, useSectionBody } from './section-bodies'
import type { ChapterLink, ReaderChapter, ReaderSection } from './types'
import { useKeyboardScrollable } from './use-keyboard-scrollable'
import './notes.css'

/**
 * Where a no-JavaScript "mark as read" post lands back. The underscore keeps it apart from section
 * anchors, which are slugs of letters, digits and hyphens only.
 */
export const CHAPTER_END_ID = 'chapter_end'

export function ChapterArticle({
  chapter,
  chapterCount,
  ref,
}: {
  chapter: ReaderChapter
  chapterCount: number
  ref?: Ref<HTMLElement>
}) {
  const sections = useRef<HTMLDivElement>(null)
  useKeyboardScrollable(sections, chapter.slug)
  return (
    <article ref={ref} className="mx-auto max-w-3xl">
      <header className="border-b border-line pb-6">
        <p className="text-sm font-semibold text-brand-700">
          {`Chapter ${chapter.position} of ${chapterCount}`}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{chapter.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>{`${chapter.sections.length} section${chapter.sections.length === 1 ? '' : 's'}`}</span>
          <span aria-hidden="true">·</span>
          <span>{chapter.readingMinutes} min read</span>
          {chapter.isRead ? (
            <Badge tone="easy" className="gap-1">
              <CheckIcon className="size-3.5" />
              Read
            </Badge>
          ) : null}
        </p>
      </header>
      <div ref={sections} className="note-sections">
        {chapter.sections.map((section) => (
          <NoteSection key={section.slug} chapterSlug={chapter.slug} section={section} />
        ))}
      </div>
      <footer id={CHAPTER_END_ID} className="mt-12 scroll-mt-24 space-y-6 border-t border-line pt-8">
        <ReadMarkForm chapter={chapter} />
        <ChapterPager previous={chapter.previous} next={chapter.next} />
      </footer>
    </article>
  )
}

function NoteSection({ chapterSlug, section }: { chapterSlug: string; section: ReaderSection }) {
  const body = useSectionBody(chapterSlug, section)
  return (
    <section aria-labelledby={section.slug}>
      <div>
        <h2 id={section.slug}>{section.heading}</h2>
        <a href={body.askAiUrl} target="_blank" rel="noopener noreferrer" className={ASK_AI_CLASS}>
          Ask AI
          <span className="sr-only">{` about ${section.heading} (opens in a new tab)`}</span>
        </a>
      </div>
      <div
        className={SECTION_CONTENT_CLASS}
        // The HTML was sanitised when the notes were stored (app/server/notes/sanitize.server.ts): no scripts,
        // event handlers, styles beyond text alignment, frames or javascript: URLs can be in it.
        dangerouslySetInnerHTML={{ __html: body.content }}
      />
    </section>
  )
}

/** A POST form, so it works without JavaScript; with it, a fetcher marks the chapter without a reload. */
function ReadMarkForm({ chapter }: { chapter: ReaderChapter }) {
  const fetcher = useFetcher()
  const hydrated = useHydrated()
  const pendingIntent = fetcher.formData?.get('intent')
  const isRead = pendingIntent ? pendingIntent === 'mark-read' : chapter.isRead
  return (
    <fetcher.Form
      method="post"
      action={chapterHref(chapter.slug)}
      className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-brand-50 px-5 py-4"
    >
      <p className="font-medium text-brand-800" role="status">
        {isRead ? 'You have read this chapter.' : 'Finished this chapter?'}
      </p>
      {hydrated ? <input type="hidden" {...VIA_FETCHER} /> : null}
      <input type="hidden" name="intent" value={isRead ? 'mark-unread' : 'mark-read'} />
      <Button type="submit" variant={isRead ? 'secondary' : 'primary'} size="sm">
        {isRead ? 'Mark as unread' : 'Mark as read'}
      </Button>
    </fetcher.Form>
  )
}

function ChapterPager({ previous, next }: { previous: ChapterLink | null; next: ChapterLink | null }) {
  if (!previous && !next) return null
  return (
    <nav aria-label="Previous and next chapter" className="grid gap-3 sm:grid-cols-2">
      {previous ? (
        <PagerLink chapter={previous} direction="previous" />
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? <PagerLink chapter={next} direction="next" /> : null}
    </nav>
  )
}

function PagerLink({ chapter, direction }: { chapter: ChapterLink; direction: 'previous' | 'next' }) {
  return (
    <Link
      to={chapterHref(chapter.slug)}
      {...NOTES_LINK}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={cn(
        'group rounded-card border border-line bg-surface px-5 py-4 shadow-card transition-colors hover:border-brand-300',
        direction === 'next' && 'sm:text-right',
      )}
    >
      <span className="block text-sm text-ink-muted">
        {direction === 'previous' ? '← Previous chapter' : 'Next chapter →'}
      </span>
      <span className="mt-1 block font-semibold text-ink group-hover:text-brand-700">
        {chapter.position}. {chapter.title}
      </span>
    </Link>
  )
}
