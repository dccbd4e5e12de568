import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '~/components/ui/card'
import { CheckIcon } from '~/components/ui/icons'
import { chapterHref } from './chapter-nav'
import type { OutlineChapter } from './types'

export const BOOK_TITLE = 'System Design Interview – An Insider’s Guide'

/** /system-design without a chapter: every chapter, with the reader's progress through them. */
export function ChapterIndex({
  chapters,
  readSlugs,
}: {
  chapters: readonly OutlineChapter[]
  readSlugs: ReadonlySet<string>
}) {
  const readCount = chapters.filter((chapter) => readSlugs.has(chapter.slug)).length
  const firstUnread = chapters.find((chapter) => !readSlugs.has(chapter.slug))
  return (
    <div className="mx-auto max-w-4xl">
      <IndexHeader>
        {chapters.length > 0 ? (
          <p className="mt-4 text-sm font-medium text-ink-muted">
            {readCount} of {chapters.length} chapters read
            {firstUnread && readCount > 0 ? (
              <>
                {' · '}
                <Link
                  to={chapterHref(firstUnread.slug)}
                  className="text-brand-700 underline hover:no-underline"
                >
                  Continue with {firstUnread.title}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </IndexHeader>
      {chapters.length === 0 ? (
        <EmptyNotes />
      ) : (
        <ol className="mt-8 grid gap-4 sm:grid-cols-2">
          {chapters.map((chapter) => {
            const isRead = readSlugs.has(chapter.slug)
            return (
              <li key={chapter.slug}>
                <Link
                  to={chapterHref(chapter.slug)}
                  className="group flex h-full gap-4 rounded-card border border-line bg-surface p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift"
                >
                  <span
                    className={
                      isRead
                        ? 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-easy-bg text-easy'
                        : 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 font-bold text-brand-700 tabular-nums'
                    }
                  >
                    {isRead ? <CheckIcon className="size-5" /> : chapter.position}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink group-hover:text-brand-700">
                      {isRead ? `${chapter.position}. ` : null}
                      {chapter.title}
                    </span>
                    <span className="mt-1 block text-sm text-ink-muted">
                      {chapter.sections.length} section{chapter.sections.length === 1 ? '' : 's'}
                      {isRead ? ' · Read' : ''}
                    </span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}

function IndexHeader({ children }: { children?: ReactNode }) {
  return (
    <header>
      <p className="text-sm font-semibold text-brand-700">System design</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">System Design Notes</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">
        Chapter-by-chapter notes on the topics of the book <cite className="not-italic">{BOOK_TITLE}</cite>:
        how to scale a system, estimate its load, and design the classic interview systems step by step.
      </p>
      {children}
    </header>
  )
}

/** What the reader shows before any notes are loaded (docs/product.md#system-design-notes). */
export function EmptyNotes() {
  return (
    <Card className="mt-8 p-10 text-center">
      <p className="text-lg font-semibold">No notes here yet</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        These notes come from a system-design interview book, <cite className="not-italic">{BOOK_TITLE}</cite>
        . They have not been added to this site yet; please check back soon.
      </p>
    </Card>
  )
}
