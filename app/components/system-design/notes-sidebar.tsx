import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '~/components/ui/cn'
import { ChapterNav, chapterHref, NOTES_LINK, type ChapterNavProps } from './chapter-nav'
import type { SidebarState } from './sidebar-state'

const SHORTCUT_HINT = 'Ctrl+B or ⌘B'

/**
 * A real form, so that the button works without JavaScript (the endpoint sets the cookie and sends the
 * browser back); with JavaScript the sidebar toggles in place and the cookie is written in the browser.
 */
function SidebarToggleForm({ state, onToggle }: { state: SidebarState; onToggle: () => void }) {
  const location = useLocation()
  const collapsed = state === 'collapsed'
  return (
    <form
      method="post"
      action="/system-design-sidebar"
      onSubmit={(event) => {
        event.preventDefault()
        onToggle()
      }}
    >
      <input type="hidden" name="state" value={collapsed ? 'expanded' : 'collapsed'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        aria-keyshortcuts="Control+B Meta+B"
        title={`${collapsed ? 'Expand' : 'Collapse'} sidebar (${SHORTCUT_HINT})`}
        className="flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50 hover:text-brand-700"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M9 4v16" stroke="currentColor" strokeWidth="2" />
          <path
            d={collapsed ? 'M13 10l2 2-2 2' : 'M16 10l-2 2 2 2'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </form>
  )
}

/** The collapsed sidebar (3 rem, docs/product.md#system-design-notes): one numbered link per chapter. */
function ChapterRail({
  chapters,
  currentSlug,
  readSlugs,
}: Pick<ChapterNavProps, 'chapters' | 'currentSlug' | 'readSlugs'>) {
  return (
    <ol className="flex flex-col items-center gap-1 py-1">
      {chapters.map((chapter) => {
        const isCurrent = chapter.slug === currentSlug
        const isRead = readSlugs.has(chapter.slug)
        return (
          <li key={chapter.slug}>
            <Link
              to={chapterHref(chapter.slug)}
              {...NOTES_LINK}
              aria-current={isCurrent ? 'page' : undefined}
              aria-label={`${chapter.position}. ${chapter.title}${isRead ? ' (read)' : ''}`}
              title={chapter.title}
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-xs font-semibold tabular-nums transition-colors',
                isCurrent
                  ? 'bg-brand-600 text-white'
                  : isRead
                    ? 'bg-easy-bg text-easy hover:bg-brand-50 hover:text-brand-700'
                    : 'text-ink-muted hover:bg-brand-50 hover:text-brand-700',
              )}
            >
              {chapter.position}
            </Link>
          </li>
        )
      })}
    </ol>
  )
}

function AllChaptersLink({ active }: { active: boolean }) {
  return (
    <Link
      to="/system-design"
      {...NOTES_LINK}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-lg px-2 py-1 text-sm font-semibold',
        active ? 'text-brand-800' : 'text-ink hover:text-brand-700',
      )}
    >
      All chapters
    </Link>
  )
}

/** The sidebar of wide screens: 16 rem expanded, 3 rem collapsed (docs/product.md#system-design-notes). */
export function DesktopSidebar({
  state,
  onToggle,
  navProps,
}: {
  state: SidebarState
  onToggle: () => void
  navProps: ChapterNavProps
}) {
  const collapsed = state === 'collapsed'
  return (
    <nav
      aria-label="Chapters"
      data-state={state}
      data-testid="notes-sidebar"
      className={cn(
        'sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 flex-col border-r border-line pt-4 md:flex',
        collapsed ? 'w-12' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex items-center gap-2 pb-2',
          collapsed ? 'justify-center' : 'justify-between pr-2 pl-1',
        )}
      >
        {collapsed ? null : <AllChaptersLink active={navProps.currentSlug === null} />}
        <SidebarToggleForm state={state} onToggle={onToggle} />
      </div>
      <div className={cn('min-h-0 flex-1 overflow-y-auto pb-8', collapsed ? 'px-0' : 'pr-2 pl-1')}>
        {collapsed ? (
          <ChapterRail
            chapters={navProps.chapters}
            currentSlug={navProps.currentSlug}
            readSlugs={navProps.readSlugs}
          />
        ) : (
          <ChapterNav {...navProps} />
        )}
      </div>
    </nav>
  )
}

/**
 * Below 768 px the chapters live in a sheet (docs/product.md#system-design-notes). It is a <details> element,
 * so it opens and closes without JavaScript; with it, Escape and the backdrop close it too, and so does
 * choosing a link.
 */
export function MobileSheet({
  open,
  onOpenChange,
  navProps,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  navProps: ChapterNavProps
}) {
  const panel = useRef<HTMLDivElement>(null)
  const summary = useRef<HTMLElement>(null)
  const wasOpen = useRef(open)

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus()
    else if (wasOpen.current) summary.current?.focus()
    wasOpen.current = open
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, onOpenChange])

  return (
    <details
      // Above the notes, in the page's flow: a floating button would cover them. Open, the button becomes
      // the sheet's close button, and the space it leaves stays, so nothing behind the sheet moves.
      className="group min-h-17 px-4 pt-6 md:hidden"
      data-testid="notes-sheet"
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary
        ref={summary}
        aria-keyshortcuts="Control+B Meta+B"
        className={cn(
          'flex h-11 w-fit items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-lift hover:bg-brand-700',
          'group-open:fixed group-open:top-3 group-open:left-[14.75rem] group-open:z-[70] group-open:size-10 group-open:justify-center group-open:bg-surface group-open:px-0 group-open:text-ink group-open:shadow-none group-open:hover:bg-brand-50',
        )}
      >
        <svg viewBox="0 0 24 24" className="size-5 group-open:hidden" aria-hidden="true">
          <path
            d="M4 6h16M4 12h16M4 18h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="group-open:hidden">Chapters</span>
        <svg viewBox="0 0 24 24" className="hidden size-5 group-open:block" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only hidden group-open:inline">Close chapters</span>
      </summary>
      <div className="fixed inset-0 z-50 bg-ink/40" aria-hidden="true" onClick={() => onOpenChange(false)} />
      <div
        ref={panel}
        className="fixed inset-y-0 left-0 z-[60] flex w-72 flex-col overflow-y-auto bg-surface px-3 pt-4 pb-8 shadow-lift"
      >
        <div className="mb-3 flex h-10 items-center pr-12 pl-1">
          <AllChaptersLink active={navProps.currentSlug === null} />
        </div>
        <nav aria-label="Chapters">
          <ChapterNav {...navProps} reloadOnSectionClick={!navProps.hydrated} />
        </nav>
      </div>
    </details>
  )
}
