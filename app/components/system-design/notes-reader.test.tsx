import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NotesReader } from './notes-reader'
import type { SidebarState } from './sidebar-state'
import type { OutlineChapter, ReaderChapter } from './types'

const OUTLINES: OutlineChapter[] = [
  {
    slug: 'alpha',
    title: 'Alpha Chapter',
    position: 1,
    sections: [
      { slug: 'introduction', heading: 'Introduction' },
      { slug: 'caching', heading: 'Caching' },
    ],
  },
  { slug: 'beta', title: 'Beta Chapter', position: 2, sections: [{ slug: 'queues', heading: 'Queues' }] },
]

const ALPHA: ReaderChapter = {
  slug: 'alpha',
  title: 'Alpha Chapter',
  position: 1,
  readingMinutes: 3,
  isRead: false,
  previous: null,
  next: { slug: 'beta', title: 'Beta Chapter', position: 2 },
  sections: [
    {
      slug: 'introduction',
      heading: 'Introduction',
      content: '<p>Intro text</p>',
      askAiUrl: 'https://chatgpt.com/?q=a',
    },
    {
      slug: 'caching',
      heading: 'Caching',
      content: '<p>Cache <code>GET</code></p>',
      askAiUrl: 'https://chatgpt.com/?q=b',
    },
  ],
}

/** The server render: what a browser without JavaScript gets. */
function render(props: {
  chapter?: ReaderChapter | null
  outlines?: OutlineChapter[]
  read?: string[]
  sidebar?: SidebarState
}) {
  const Stub = createRoutesStub([
    {
      path: '/system-design/:slug?',
      Component: () => (
        <NotesReader
          outlines={props.outlines ?? OUTLINES}
          chapter={props.chapter ?? null}
          readSlugs={props.read ?? []}
          sidebar={props.sidebar ?? 'expanded'}
        />
      ),
    },
  ])
  return renderToStaticMarkup(
    <Stub initialEntries={[props.chapter ? `/system-design/${props.chapter.slug}` : '/system-design']} />,
  )
}

function desktopSidebar(html: string): string {
  return (
    html.match(
      /<nav aria-label="Chapters" data-state="[a-z]+" data-testid="notes-sidebar".*?<\/nav>/s,
    )?.[0] ?? ''
  )
}

describe('NotesReader without JavaScript', () => {
  it('lists the open chapter’s sections as #anchors and leaves other chapters closed', () => {
    const html = render({ chapter: ALPHA })
    const sidebar = desktopSidebar(html)
    expect(sidebar).toContain('data-state="expanded"')
    expect(sidebar).toMatch(/<a href="\/system-design\/alpha" aria-current="page"/)
    expect(sidebar).toMatch(/<a[^>]*href="#introduction" aria-current="location"/)
    expect(sidebar).toContain('href="#caching"')
    expect(sidebar).toContain('href="/system-design/beta"')
    expect(sidebar).not.toContain('queues')
    // The disclosure arrows need JavaScript, so they are not rendered at all.
    expect(sidebar).not.toContain('<button type="button"')
  })

  it('renders each section under an h2 whose id is its slug, with its stored HTML and an Ask AI link', () => {
    const html = render({ chapter: ALPHA })
    expect(html).toContain(
      '<h1 class="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Alpha Chapter</h1>',
    )
    expect(html).toMatch(/<h2 id="caching"[^>]*>Caching<\/h2>/)
    expect(html).toContain('<p>Cache <code>GET</code></p>')
    expect(html).toMatch(/<a href="https:\/\/chatgpt.com\/\?q=b" target="_blank" rel="noopener noreferrer"/)
    expect(html).toContain('Chapter 1 of 2')
    expect(html).toContain('rel="next"')
    // The progress bar only moves with JavaScript, so it is not in the server's page.
    expect(html).not.toContain('reading-progress')
  })

  it('gives the phone sheet section links that reload the page, so the sheet closes', () => {
    const html = render({ chapter: ALPHA })
    const sheet = html.match(/<details[^>]*data-testid="notes-sheet".*?<\/details>/s)?.[0] ?? ''
    expect(sheet).toContain('href="/system-design/alpha?section=caching#caching"')
    expect(sheet).not.toContain(' open=""')
  })

  it('renders the collapsed rail when the cookie says so, with a form that posts the other state', () => {
    const html = render({ chapter: ALPHA, sidebar: 'collapsed', read: ['beta'] })
    const sidebar = desktopSidebar(html)
    expect(sidebar).toContain('data-state="collapsed"')
    expect(sidebar).toContain('<form action="/system-design-sidebar" method="post">')
    expect(sidebar).toContain('<input type="hidden" name="state" value="expanded"/>')
    expect(sidebar).toContain('<input type="hidden" name="redirectTo" value="/system-design/alpha"/>')
    expect(sidebar).toContain('aria-label="2. Beta Chapter (read)"')
    expect(sidebar).not.toContain('#caching')
  })

  it('lists the chapters with the reader’s progress when no chapter is chosen', () => {
    const html = render({ read: ['alpha'] })
    expect(html).toContain('System Design Notes</h1>')
    expect(html).toContain('1 of 2 chapters read')
    expect(html).toContain('Continue with Beta Chapter')
  })

  it('says where the notes come from when there are none yet', () => {
    const html = render({ outlines: [] })
    expect(html).toContain('No notes here yet')
    expect(html).toContain('These notes come from a system-design interview book')
  })
})
