/** One chapter as the sidebar lists it: its sections' headings, not their text. */
export interface OutlineChapter {
  slug: string
  title: string
  position: number
  sections: { slug: string; heading: string }[]
  /**
   * Set where `sections` was left empty to keep a chapter page light: the chapters other than the one
   * being read, whose lists open only with JavaScript. The reader loads them when one is opened.
   */
  sectionCount?: number
}

/** The heavy part of a section: its text and the 'Ask AI' link that carries it. */
export interface SectionBody {
  /** HTML that was sanitised when it was stored. */
  content: string
  askAiUrl: string
}

/**
 * A section as the chapter's loader data has it. The body is left out of a page's own loader data, since
 * its markup carries it (see section-bodies.ts); loader data fetched by a client navigation has it.
 */
export interface ReaderSection extends Partial<SectionBody> {
  slug: string
  heading: string
}

export interface ChapterLink {
  slug: string
  title: string
  position: number
}

/** The chapter being read, with what the page around it needs. */
export interface ReaderChapter extends ChapterLink {
  sections: ReaderSection[]
  readingMinutes: number
  isRead: boolean
  previous: ChapterLink | null
  next: ChapterLink | null
}
