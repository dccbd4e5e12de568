import { Badge } from '~/components/ui/badge'
import { listHref, problemCount, VISIBILITY_LABELS, type ListSummary } from '~/domain/problem-lists'

/**
 * One list on /lists: its name (the link to it), description, size and, for a signed-in viewer, how much of
 * it is solved and how many of its reviews are due. Names and descriptions are drawn as text, never HTML.
 */
export function ListCard({ list, showProgress }: { list: ListSummary; showProgress: boolean }) {
  const solvedShare = list.itemCount === 0 ? 0 : Math.round((list.solved / list.itemCount) * 100)
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words">
          <a href={listHref(list)} className="text-ink hover:text-brand-700 hover:underline">
            {list.name}
          </a>
        </h3>
        {list.visibility !== 'curated' ? (
          <Badge tone={list.visibility === 'public' ? 'brand' : 'neutral'} className="shrink-0">
            {VISIBILITY_LABELS[list.visibility]}
          </Badge>
        ) : null}
      </div>
      {list.hidden ? (
        <p className="mt-2 text-sm font-medium text-yellow-900">Hidden by an admin: only you can see it.</p>
      ) : null}
      {list.description ? (
        <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-ink-muted">
          {list.description}
        </p>
      ) : null}
      <p className="mt-auto pt-4 text-sm font-medium text-ink">{problemCount(list.itemCount)}</p>
      {showProgress ? (
        <div className="mt-2">
          <div
            className="h-1.5 overflow-hidden rounded-full bg-brand-100"
            role="img"
            aria-label={`${list.solved} of ${list.itemCount} solved`}
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${solvedShare}%` }} />
          </div>
          <p className="mt-1.5 text-sm text-ink-muted">
            {list.solved} solved
            {list.due > 0 ? ` · ${list.due} due for review` : ''}
          </p>
        </div>
      ) : null}
    </li>
  )
}
