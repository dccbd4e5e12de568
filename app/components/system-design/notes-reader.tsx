import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useFetcher } from 'react-router'
import { useHydrated } from '~/components/use-hydrated'
import { ChapterArticle } from './chapter-article'
import { ChapterIndex } from './chapter-index'
import type { ChapterNavProps } from './chapter-nav'
import { DesktopSidebar, MobileSheet } from './notes-sidebar'
import { ReadingProgressBar } from './reading-progress-bar'
import type { SidebarState } from './sidebar-state'
import type { OutlineChapter, ReaderChapter } from './types'
import { useActiveSection } from './use-reading-position'
import { useNotesSidebar } from './use-notes-sidebar'
import { useSectionScroll } from './use-section-scroll'

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * Which chapters show their sections: the current one opens whenever it changes; the reader opens and
 * closes any other with its arrow.
 */
function useExpandedChapters(currentSlug: string | null) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(currentSlug ? [currentSlug] : []),
  )
  useEffect(() => {
    if (currentSlug) setExpanded((open) => (open.has(currentSlug) ? open : new Set(open).add(currentSlug)))
  }, [currentSlug])
  const toggle = (slug: string) =>
    setExpanded((open) => {
      const next = new Set(open)
      if (!next.delete(slug)) next.add(slug)
      return next
    })
  return { expanded, toggle }
}

/**
 * The system-design reader (docs/product.md#system-design-notes): the chapter sidebar (a sheet on phones)
 * beside a chapter or the list.
 */
export function NotesReader({
  outlines,
  chapter,
  readSlugs: readList,
  sidebar,
}: {
  outlines: OutlineChapter[]
  chapter: ReaderChapter | null
  readSlugs: string[]
  sidebar: SidebarState
}) {
  const hydrated = useHydrated()
  // Every chapter's sections, asked for the first time the reader opens a chapter whose list the page
  // left out (see OutlineChapter.sectionCount).
  const allOutlines = useFetcher<{ outlines: OutlineChapter[] }>()
  const shownOutlines = allOutlines.data?.outlines ?? outlines
  const currentSlug = chapter?.slug ?? null
  const readSlugs = new Set(readList)
  const { state, toggleSidebar, sheetOpen, setSheetOpen } = useNotesSidebar(sidebar)
  const { expanded, toggle } = useExpandedChapters(currentSlug)
  const openListLeftOut = shownOutlines.some(
    (outline) => expanded.has(outline.slug) && outline.sections.length < (outline.sectionCount ?? 0),
  )
  const { state: outlinesState, data: outlinesLoaded, load: loadOutlines } = allOutlines
  useEffect(() => {
    if (openListLeftOut && outlinesState === 'idle' && !outlinesLoaded) void loadOutlines('/system-design')
  }, [openListLeftOut, outlinesState, outlinesLoaded, loadOutlines])
  const sectionSlugs = chapter?.sections.map((section) => section.slug) ?? []
  const { active, select } = useActiveSection(currentSlug, sectionSlugs)
  const scrollToSection = useSectionScroll()
  const article = useRef<HTMLElement>(null)

  // A section of another chapter is scrolled to once that chapter has rendered.
  const pendingSection = useRef<{ chapter: string; section: string } | null>(null)
  useEffect(() => {
    const pending = pendingSection.current
    if (!pending || pending.chapter !== currentSlug) return
    pendingSection.current = null
    select(pending.section)
    scrollToSection(pending.section)
  }, [currentSlug, select, scrollToSection])

  const navProps: ChapterNavProps = {
    chapters: shownOutlines,
    currentSlug,
    activeSection: active,
    readSlugs,
    expanded,
    hydrated,
    onToggleChapter: toggle,
    onChapterClick(slug, event) {
      setSheetOpen(false)
      // A chapter click toggles it and goes to it; for the chapter already open that is a toggle
      // (docs/product.md#system-design-notes).
      if (slug === currentSlug && isPlainLeftClick(event)) {
        event.preventDefault()
        toggle(slug)
      }
    },
    onSectionClick(chapterSlug, sectionSlug, event) {
      if (!isPlainLeftClick(event)) return
      setSheetOpen(false)
      if (chapterSlug !== currentSlug) {
        pendingSection.current = { chapter: chapterSlug, section: sectionSlug }
        return
      }
      event.preventDefault()
      select(sectionSlug)
      scrollToSection(sectionSlug)
      // Keep the address shareable without a router navigation, which would jump instead of scrolling.
      window.history.replaceState(window.history.state, '', `#${sectionSlug}`)
    },
  }

  // The sheet closes on every navigation, including the browser's back and forward buttons.
  useEffect(() => setSheetOpen(false), [currentSlug, setSheetOpen])

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col md:flex-row">
      {hydrated && chapter ? <ReadingProgressBar article={article} /> : null}
      <DesktopSidebar state={state} onToggle={toggleSidebar} navProps={navProps} />
      <MobileSheet open={sheetOpen} onOpenChange={setSheetOpen} navProps={navProps} />
      <div className="min-w-0 flex-1 px-4 pt-8 pb-24 sm:px-8 lg:px-12">
        {chapter ? (
          <ChapterArticle ref={article} chapter={chapter} chapterCount={outlines.length} />
        ) : (
          <ChapterIndex chapters={outlines} readSlugs={readSlugs} />
        )}
      </div>
    </div>
  )
}
