// Queries over server-rendered legal pages, shared by the tests of the layout and of both pages.
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'

export function renderStatic(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
}

/** The text of a piece of markup, tags removed. */
export function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, '')
}

export function headings(html: string, level: number): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map((match) =>
    textOf(match[1] ?? ''),
  )
}

/** The entries of the table of contents (the page's first nav). */
export function contents(html: string): Array<{ href: string; label: string }> {
  const nav = html.match(/<nav [^>]*>(.*?)<\/nav>/)?.[1] ?? ''
  return [...nav.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((match) => ({
    href: match[1] ?? '',
    label: textOf(match[2] ?? ''),
  }))
}
