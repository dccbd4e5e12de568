/** One chapter as the sidebar lists it: its sections' headings, not their text. */
export interface OutlineChapter {
  slug: string
  title: string
  position: number
  sections: { slug: string; heading: string }[]
}

export interface ReaderSection {
  slug: string
  heading: string
  /** HTML that was sanitised when it was stored. */
  content: string
  askAiUrl: string
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
