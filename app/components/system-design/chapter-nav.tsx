import { useId, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { cn } from '~/components/ui/cn'
import type { OutlineChapter } from './types'
import { CheckIcon } from '~/components/ui/icons'

export interface ChapterNavProps {
  chapters: readonly OutlineChapter[]
  currentSlug: string | null
  activeSection: string | null
  readSlugs: ReadonlySet<string>
  /** Chapters whose sections are shown; without JavaScript only the current one is. */
  expanded: ReadonlySet<string>
  hydrated: boolean
  /**
   * For the phone sheet without JavaScript: a section link loads the page again (with the section in the
   * query), so the sheet closes instead of staying open over the section it jumped to.
   */
  reloadOnSectionClick?: boolean
  onChapterClick: (slug: string, event: MouseEvent<HTMLAnchorElement>) => void
  onToggleChapter: (slug: string) => void
  onSectionClick: (chapterSlug: string, sectionSlug: string, event: MouseEvent<HTMLAnchorElement>) => void
}

export function chapterHref(slug: string, section?: string): string {
  return `/system-design/${slug}${section ? `#${section}` : ''}`
}

/** The numbered chapters, each opening onto its sections (docs/product.md#system-design-notes). */
export function ChapterNav(props: ChapterNavProps) {
  return (
    <ol className="space-y-0.5">
      {props.chapters.map((chapter) => (
        <ChapterItem key={chapter.slug} chapter={chapter} {...props} />
      ))}
    </ol>
  )
}

function ChapterItem({
  chapter,
  currentSlug,
  activeSection,
  readSlugs,
  expanded,
  hydrated,
  reloadOnSectionClick = false,
  onChapterClick,
  onToggleChapter,
  onSectionClick,
}: ChapterNavProps & { chapter: OutlineChapter }) {
  const sectionsId = useId()
  const isCurrent = chapter.slug === currentSlug
  const open = hydrated ? expanded.has(chapter.slug) : isCurrent
  const isRead = readSlugs.has(chapter.slug)
  return (
    <li>
      <div className="flex items-start gap-1">
        <Link
          to={chapterHref(chapter.slug)}
          aria-current={isCurrent ? 'page' : undefined}
          onClick={(event) => onChapterClick(chapter.slug, event)}
          className={cn(
            'flex min-w-0 flex-1 items-start gap-2 rounded-lg px-2 py-1.5 text-sm transition-colors',
            isCurrent
              ? 'bg-brand-50 font-semibold text-brand-800'
              : 'text-ink hover:bg-brand-50 hover:text-brand-700',
          )}
        >
          <span
            className={cn(
              'w-5 shrink-0 text-right tabular-nums',
              isCurrent ? 'text-brand-700' : 'text-ink-muted',
            )}
          >
            {chapter.position}.
          </span>
          <span className="min-w-0 flex-1">{chapter.title}</span>
          {isRead ? (
            <span className="mt-0.5 shrink-0 text-easy" title="Read">
              <CheckIcon />
              <span className="sr-only"> (read)</span>
            </span>
          ) : null}
        </Link>
        {hydrated && chapter.sections.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? sectionsId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} the sections of ${chapter.title}`}
            onClick={() => onToggleChapter(chapter.slug)}
            className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md text-ink-subtle hover:bg-brand-50 hover:text-brand-700"
          >
            <svg
              viewBox="0 0 24 24"
              className={cn('size-4 transition-transform', open && 'rotate-90')}
              aria-hidden="true"
            >
              <path
                d="M9 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      {/* Closed lists are left out of the page altogether: 16 chapters' sections, twice, would weigh more than the chapter. */}
      {open ? (
        <ul id={sectionsId} className="mt-0.5 mb-2 ml-6 space-y-0.5 border-l border-line pl-2">
          {chapter.sections.map((section) => {
            const isActive = isCurrent && section.slug === activeSection
            const className = cn(
              'block rounded-md px-2 py-1 text-[0.8125rem] leading-snug transition-colors',
              isActive
                ? 'bg-brand-100 font-semibold text-brand-800'
                : 'text-ink-muted hover:bg-brand-50 hover:text-brand-700',
            )
            return (
              <li key={section.slug}>
                {isCurrent ? (
                  // A plain #anchor: it works without JavaScript, and with it the click scrolls smoothly.
                  <a
                    href={
                      reloadOnSectionClick
                        ? `${chapterHref(chapter.slug)}?section=${section.slug}#${section.slug}`
                        : `#${section.slug}`
                    }
                    aria-current={isActive ? 'location' : undefined}
                    onClick={(event) => onSectionClick(chapter.slug, section.slug, event)}
                    className={className}
                  >
                    {section.heading}
                  </a>
                ) : (
                  <Link
                    to={chapterHref(chapter.slug, section.slug)}
                    onClick={(event) => onSectionClick(chapter.slug, section.slug, event)}
                    className={className}
                  >
                    {section.heading}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </li>
  )
}
