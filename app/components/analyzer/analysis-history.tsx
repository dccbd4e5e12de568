import { Form, Link } from 'react-router'
import { usePendingFormData } from '../use-is-pending'
import { LANGUAGE_LABELS } from '~/domain/analyze-form'
import type { Language } from '~/domain/analyzer/types'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Pagination } from '~/components/ui/pagination'
import { formatSavedAt } from './analysis-report'

export interface HistoryItem {
  id: number
  language: string
  problemSlug: string | null
  /** The problem's title when one was named. */
  title: string | null
  preview: string
  time: string
  space: string
  /** ISO time. */
  createdAt: string
}

function languageLabel(language: string): string {
  return Object.hasOwn(LANGUAGE_LABELS, language) ? LANGUAGE_LABELS[language as Language] : language
}

/** The signed-in user's saved analyses, newest first: each opens again, and each can be deleted. */
export function AnalysisHistory({
  items,
  total,
  page,
  pageCount,
  openedId,
}: {
  items: HistoryItem[]
  total: number
  page: number
  pageCount: number
  openedId: number | null
}) {
  const pendingDelete = usePendingFormData({ intent: 'delete' })
  const deleting = pendingDelete ? Number(pendingDelete.get('id')) : null

  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-card border border-line bg-surface shadow-card"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-5 py-4">
        <h2 id="history-heading" className="text-lg font-semibold">
          Your analyses
        </h2>
        <p className="text-sm text-ink-muted">
          {total === 0 ? 'None yet' : `${total} saved, newest first. Only you can see them.`}
        </p>
      </header>
      {items.length === 0 ? (
        <p className="px-5 py-6 text-sm text-ink-muted">
          Every analysis you run is kept here, so you can come back to it. Only you can see them, and you can
          delete any of them.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => {
            const name = item.title ?? item.preview
            const when = formatSavedAt(item.createdAt)
            const opened = item.id === openedId
            return (
              <li
                key={item.id}
                className={cn(
                  'flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3 sm:flex-nowrap',
                  opened && 'bg-brand-50/60',
                  deleting === item.id && 'opacity-50',
                )}
              >
                <Link
                  to={`/analyze?id=${item.id}`}
                  aria-current={opened ? 'page' : undefined}
                  className="group min-w-0 flex-1 basis-full sm:basis-auto"
                >
                  <span
                    className={cn(
                      'block truncate font-medium group-hover:text-brand-700 group-hover:underline',
                      item.title ? 'text-ink' : 'font-mono text-sm text-ink',
                    )}
                  >
                    {name || 'Untitled'}
                  </span>
                  <span className="mt-0.5 block text-xs text-ink-muted">
                    {languageLabel(item.language)} · <time dateTime={item.createdAt}>{when}</time>
                  </span>
                </Link>
                <p className="flex shrink-0 gap-2 font-mono text-xs text-ink-muted">
                  <span className="rounded-md bg-canvas px-2 py-1" title="Time complexity">
                    <span className="sr-only">Time </span>
                    {item.time}
                  </span>
                  <span className="rounded-md bg-canvas px-2 py-1" title="Space complexity">
                    <span className="sr-only">Space </span>
                    {item.space}
                  </span>
                </p>
                <Form method="post" preventScrollReset className="ml-auto shrink-0">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={item.id} />
                  <Button
                    type="submit"
                    variant="ghost"
                    size="sm"
                    disabled={deleting === item.id}
                    aria-label={`Delete the analysis of ${name || 'untitled code'} from ${when}`}
                    className="text-ink-muted hover:bg-danger-bg hover:text-danger"
                  >
                    Delete
                  </Button>
                </Form>
              </li>
            )
          })}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        label="Analysis history pages"
        className="border-t border-line px-5 py-3"
      />
    </section>
  )
}
