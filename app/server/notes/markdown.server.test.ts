import { describe, expect, it } from 'vitest'
import { INTRODUCTION_HEADING, markdownToChapter } from './markdown.server'

describe('markdownToChapter', () => {
  it('takes the title from the first "# " heading and starts a section at every "## " heading', () => {
    const chapter = markdownToChapter(
      [
        '# Design A Rate Limiter',
        '',
        'Why limits matter.',
        '',
        '## Token bucket',
        '',
        'Tokens refill at a fixed rate.',
        '',
        '### Parameters',
        '',
        '- bucket size',
        '- refill rate',
        '',
        '## Leaky bucket',
        '',
        'Requests leave at a constant rate.',
      ].join('\n'),
      'Fallback',
    )
    expect(chapter.title).toBe('Design A Rate Limiter')
    expect(chapter.sections.map(({ slug, heading }) => ({ slug, heading }))).toEqual([
      { slug: 'introduction', heading: INTRODUCTION_HEADING },
      { slug: 'token-bucket', heading: 'Token bucket' },
      { slug: 'leaky-bucket', heading: 'Leaky bucket' },
    ])
    expect(chapter.sections[0]?.html).toBe('<p>Why limits matter.</p>')
    // Deeper headings stay inside their section.
    expect(chapter.sections[1]?.html).toBe(
      '<p>Tokens refill at a fixed rate.</p>\n<h3>Parameters</h3>\n<ul>\n<li>bucket size</li>\n<li>refill rate</li>\n</ul>',
    )
    expect(chapter.sections[2]?.html).toBe('<p>Requests leave at a constant rate.</p>')
  })

  it('has no introduction section when the first section heading follows the title directly', () => {
    const chapter = markdownToChapter('# Title\n\n## First\n\nText.', 'Fallback')
    expect(chapter.sections.map((section) => section.slug)).toEqual(['first'])
  })

  it('gives repeated headings unique slugs, in order', () => {
    const chapter = markdownToChapter(
      '# T\n\n## Summary\n\na\n\n## Summary\n\nb\n\n## Summary!\n\nc\n\n## Summary 2\n\nd',
      'T',
    )
    expect(chapter.sections.map((section) => section.slug)).toEqual([
      'summary',
      'summary-2',
      'summary-3',
      'summary-2-2',
    ])
    expect(chapter.sections.map((section) => section.heading)).toEqual([
      'Summary',
      'Summary',
      'Summary!',
      'Summary 2',
    ])
  })

  it('imports a file without any heading as one section under the fallback title', () => {
    const chapter = markdownToChapter('Just some notes.\n\nAnd a second paragraph.', 'Design youtube')
    expect(chapter.title).toBe('Design youtube')
    expect(chapter.sections).toEqual([
      {
        slug: 'introduction',
        heading: INTRODUCTION_HEADING,
        html: '<p>Just some notes.</p>\n<p>And a second paragraph.</p>',
      },
    ])
  })

  it('treats a second "# " heading as a section, not a second title', () => {
    const chapter = markdownToChapter('# Title\n\n## A\n\nx\n\n# Appendix\n\ny', 'T')
    expect(chapter.title).toBe('Title')
    expect(chapter.sections.map((section) => section.heading)).toEqual(['A', 'Appendix'])
  })

  it('gives no sections to a file that holds only its title', () => {
    expect(markdownToChapter('# Only a title\n', 'T').sections).toEqual([])
  })

  it('keeps headings as plain text: inline Markdown rendered, markup dropped, entities decoded', () => {
    const chapter = markdownToChapter(
      '# The `CAP` *theorem* & friends\n\n## Reads <script>alert(1)</script>& writes\n\ntext\n\n## <img src=x onerror=alert(1)>\n\nmore',
      'T',
    )
    expect(chapter.title).toBe('The CAP theorem & friends')
    expect(chapter.sections[0]?.heading).toBe('Reads & writes')
    expect(chapter.sections[0]?.slug).toBe('reads-writes')
    // A heading with no text left is still a section, named by its place.
    expect(chapter.sections[1]).toMatchObject({
      heading: 'Section 2',
      slug: 'section-2',
      html: '<p>more</p>',
    })
  })

  it('never lets a section take an id the page already uses', () => {
    const chapter = markdownToChapter('# T\n\n## Main\n\nx', 'T')
    expect(chapter.sections[0]?.slug).toBe('main-2')
  })

  it('sanitises every section: raw HTML, scripts, event handlers and javascript: links are cleaned', () => {
    const chapter = markdownToChapter(
      [
        '# T',
        '',
        '## Hostile',
        '',
        '<script>document.cookie</script>',
        '',
        '<div onclick="steal()">Click <b>me</b></div>',
        '',
        '[link](javascript:alert(1)) and <a href="jav&#x09;ascript:alert(1)">another</a>',
        '',
        '<img src="https://example.com/a.png" onerror="alert(1)" alt="diagram">',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<style>body{display:none}</style>',
      ].join('\n'),
      'T',
    )
    const html = chapter.sections[0]?.html ?? ''
    expect(html).not.toMatch(
      /<script|<iframe|<style|onclick|onerror|javascript:|document\.cookie|display:none/i,
    )
    expect(html).toContain('Click <b>me</b>')
    expect(html).toContain('<a>link</a>')
    expect(html).toContain('<img src="https://example.com/a.png" alt="diagram" loading="lazy" />')
  })

  it('renders GitHub tables and fenced code with their language', () => {
    const chapter = markdownToChapter(
      '## Numbers\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n```ts\nconst x = 1 < 2\n```',
      'T',
    )
    const html = chapter.sections[0]?.html ?? ''
    expect(html).toContain('<th style="text-align:center">a</th>')
    expect(html).toContain('<td style="text-align:right">2</td>')
    expect(html).toContain('<pre><code class="language-ts">const x = 1 &lt; 2\n</code></pre>')
  })
})
