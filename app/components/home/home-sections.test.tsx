import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LEVELS } from '~/domain/difficulty'
import { SISTER_PLATFORMS } from '~/domain/site'
import { CompanySheetsSection } from './company-sheets-section'
import { HeroSection, SYSTEM_DESIGN_START } from './hero-section'
import { HOME_COMPANIES, problemCountLabel, sheetPath } from './home-companies'
import { SAMPLE_PREVIEW } from './insights-preview'
import { LevelTagsSection } from './level-tags-section'
import { PlatformsSection } from './platforms-section'

function render(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
}

/** The opening tags of every element carrying the attribute, in document order. */
function tagsWith(html: string, attribute: string): string[] {
  return html.match(new RegExp(`<[a-z]+[^>]*\\s${attribute}[=\\s>][^>]*>`, 'g')) ?? []
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '')
}

describe('HOME_COMPANIES', () => {
  // docs/product.md#home
  it('lists the nine home-page companies in order, with their counts', () => {
    expect(HOME_COMPANIES.map((company) => [company.name, problemCountLabel(company)])).toEqual([
      ['Google', '270+ Problems'],
      ['Meta', '210+ Problems'],
      ['Amazon', '190+ Problems'],
      ['Microsoft', '190+ Problems'],
      ['Bloomberg', '190+ Problems'],
      ['TikTok', '180+ Problems'],
      ['Uber', '170+ Problems'],
      ['Apple', '170+ Problems'],
      ['Oracle', '160+ Problems'],
    ])
  })

  it('links each card to its sheet by company slug', () => {
    expect(HOME_COMPANIES.map(sheetPath)).toEqual([
      '/sheet/google',
      '/sheet/meta',
      '/sheet/amazon',
      '/sheet/microsoft',
      '/sheet/bloomberg',
      '/sheet/tiktok',
      '/sheet/uber',
      '/sheet/apple',
      '/sheet/oracle',
    ])
  })
})

describe('HeroSection', () => {
  const html = render(<HeroSection company={HOME_COMPANIES[0]!} preview={SAMPLE_PREVIEW} />)

  it('has the tag line as its only heading and the tagline below it', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    const headline = html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '')
    expect(headline).toBe('Faster. Smarter. Sharper.')
    expect(html).toContain(
      'Take your coding prep to the next level with insights, analysis, and company-wise curated sheets.',
    )
  })

  it('links the System Design Notes button, with its New badge, to the first chapter', () => {
    expect(SYSTEM_DESIGN_START).toBe('/system-design/scale-from-zero-to-millions-of-users')
    const button = html.match(new RegExp(`<a [^>]*href="${SYSTEM_DESIGN_START}"[^>]*>(.*?)</a>`))?.[1] ?? ''
    expect(button).toContain('System Design Notes')
    expect(button).toMatch(/>New</)
    expect(button).toContain('animate-sheen')
  })
})

describe('LevelTagsSection', () => {
  const html = render(<LevelTagsSection preview={SAMPLE_PREVIEW} host="prepsharp.dev" />)

  it('shows the five levels in order, each with its description', () => {
    const levels = [...html.matchAll(/data-level="([^"]+)"/g)].map((match) => match[1])
    // The preview panel shows one more level pill after the list.
    expect(levels.slice(0, 5)).toEqual(['Novice', 'Beginner', 'Intermediate', 'Advanced', 'Expert'])
    for (const level of LEVELS) expect(html).toContain(`>${level.description}<`)
  })

  it('draws the preview as one image with a text alternative, and links to /insights', () => {
    expect(html).toMatch(
      /role="img" aria-label="Preview of the insights panel for problem 42, Trapping Rain Water: [^"]+"/,
    )
    expect(hrefs(html)).toContain('/insights')
    expect(html).toContain('Explore Insights')
  })
})

describe('CompanySheetsSection', () => {
  const html = render(<CompanySheetsSection companies={HOME_COMPANIES} />)
  const [visible = '', duplicate = ''] = html.split('data-duplicate="true"')

  it('links to every sheet and to the sheet search', () => {
    expect(hrefs(html)).toContain('/search/sheet')
    expect(hrefs(visible).filter((href) => href.startsWith('/sheet/'))).toEqual(HOME_COMPANIES.map(sheetPath))
    for (const company of HOME_COMPANIES) {
      expect(visible).toContain(`>${company.name}</h3>`)
      expect(visible).toContain(problemCountLabel(company))
      expect(visible).toContain(`View Sheet<span class="sr-only"> for ${company.name}</span>`)
    }
  })

  it('renders the list twice, the copy hidden from assistive technology and the keyboard', () => {
    const lists = tagsWith(html, 'data-duplicate')
    expect(lists).toHaveLength(1)
    expect(lists[0]).toContain('aria-hidden="true"')
    expect(lists[0]).toContain('inert=""')
    const copyLinks = duplicate.match(/<a [^>]*>/g) ?? []
    expect(copyLinks).toHaveLength(HOME_COMPANIES.length)
    for (const link of copyLinks) expect(link).toContain('tabindex="-1"')
    expect(visible.match(/tabindex="-1"/g)).toBeNull()
  })

  it('moves at 50 px per second, pauses on hover, focus and the switch, and stays still for reduced motion', () => {
    expect(html).toContain('animation-duration:47.52s')
    expect(html).toContain('group-hover/track:[animation-play-state:paused]')
    expect(html).toContain('group-focus-within/track:[animation-play-state:paused]')
    expect(html).toMatch(/<input type="checkbox" role="switch"/)
    expect(html).toContain('motion-reduce:animate-none')
    expect(html).toContain('motion-reduce:overflow-x-auto')
  })
})

describe('PlatformsSection', () => {
  const html = render(<PlatformsSection />)

  it('has a card per sister platform whose Go to button opens the site in a new tab', () => {
    const links = html.match(/<a [^>]*>/g) ?? []
    expect(links).toHaveLength(SISTER_PLATFORMS.length)
    SISTER_PLATFORMS.forEach((platform, index) => {
      const link = links[index] ?? ''
      expect(link).toContain(`href="${platform.link}"`)
      expect(link).toContain('target="_blank"')
      expect(link).toContain('rel="noopener noreferrer"')
      expect(html).toContain(`>${platform.name}</h3>`)
      expect(html).toContain(`Go to<span class="sr-only"> ${platform.name}</span>`)
    })
  })

  it('enlarges a card on hover only when motion is welcome', () => {
    expect(html).toContain('motion-safe:hover:scale-105')
  })
})
