import { useId, type MouseEvent } from 'react'
import { useFollowInternalLinks } from '~/components/internal-links'
import { cn } from '~/components/ui/cn'
import type { OutlineChapter } from './types'
import { CheckIcon } from '~/components/ui/icons'
import './notes.css'

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

/**
 * Links within the notes lead to the page's own route, which the router knows already: they skip its
 * route discovery, whose data-discover attribute would repeat on every chapter of the list, twice.
 */
export const NOTES_LINK = { discover: 'none' } as const

export function chapterHref(slug: string, section?: string): string {
  return `/system-design/${slug}${section ? `#${section}` : ''}`
}

/** The numbered chapters, each opening onto its sections (docs/product.md#system-design-notes). */
export function ChapterNav(props: ChapterNavProps) {
  // The chapters' links are plain anchors (see useFollowInternalLinks): the list is drawn twice (the
  // sidebar and the phone sheet), and two <Link>s a chapter were a sixth of a chapter's server time.
  const followInternalLink = useFollowInternalLinks()
  return (
    <ol className="chapter-list" onClick={followInternalLink}>
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
      <div>
        <a
          href={chapterHref(chapter.slug)}
          aria-current={isCurrent ? 'page' : undefined}
          onClick={(event) => onChapterClick(chapter.slug, event)}
        >
          <span>{`${chapter.position}.`}</span>
          <span>{chapter.title}</span>
          {isRead ? (
            <span className="chapter-read" title="Read">
              <CheckIcon />
              <span className="sr-only"> (read)</span>
            </span>
          ) : null}
        </a>
        {hydrated && (chapter.sectionCount ?? chapter.sections.length) > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? sectionsId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} the sections of ${chapter.title}`}
            onClick={() => onToggleChapter(chapter.slug)}
            className="chapter-toggle"
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
        <ul id={sectionsId}>
          {chapter.sections.map((section) => {
            const isActive = isCurrent && section.slug === activeSection
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
                  >
                    {section.heading}
                  </a>
                ) : (
                  <a
                    href={chapterHref(chapter.slug, section.slug)}
                    onClick={(event) => onSectionClick(chapter.slug, section.slug, event)}
                  >
                    {section.heading}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </li>
  )
}
