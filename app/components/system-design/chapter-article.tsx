import { useRef, type Ref } from 'react'
import { Link, useFetcher } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useHydrated } from '~/components/use-hydrated'
import { CheckIcon } from '~/components/ui/icons'
import { chapterHref } from './chapter-nav'
import type { ChapterLink, ReaderChapter, ReaderSection } from './types'
import { useKeyboardScrollable } from './use-keyboard-scrollable'

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
          Chapter {chapter.position} of {chapterCount}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{chapter.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>
            {chapter.sections.length} section{chapter.sections.length === 1 ? '' : 's'}
          </span>
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
      <div ref={sections}>
        {chapter.sections.map((section) => (
          <NoteSection key={section.slug} section={section} />
        ))}
      </div>
      <footer id={CHAPTER_END_ID} className="mt-12 scroll-mt-24 space-y-6 border-t border-line pt-8">
        <ReadMarkForm chapter={chapter} />
        <ChapterPager previous={chapter.previous} next={chapter.next} />
      </footer>
    </article>
  )
}

function NoteSection({ section }: { section: ReaderSection }) {
  return (
    <section aria-labelledby={section.slug} className="border-b border-line py-8 last-of-type:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2
          id={section.slug}
          className="min-w-0 flex-1 scroll-mt-24 text-2xl font-bold tracking-tight text-balance"
        >
          {section.heading}
        </h2>
        <a
          href={section.askAiUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-brand-700 hover:border-brand-300 hover:bg-brand-50"
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <path
              d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18 15l.9 2.1 2.1.9-2.1.9L18 21l-.9-2.1-2.1-.9 2.1-.9z"
              fill="currentColor"
            />
          </svg>
          Ask AI
          <span className="sr-only"> about {section.heading} (opens in a new tab)</span>
        </a>
      </div>
      <div
        className={cn(
          'prose-notes mt-4 max-w-none break-words text-ink',
          '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold',
          '[&_hr]:my-6 [&_hr]:border-line [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
          '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto',
        )}
        // The HTML was sanitised when the notes were stored (app/server/notes/sanitize.server.ts): no scripts,
        // event handlers, styles beyond text alignment, frames or javascript: URLs can be in it.
        dangerouslySetInnerHTML={{ __html: section.content }}
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
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
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
