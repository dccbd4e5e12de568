import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { PremiumBadge } from '~/components/premium-badge'
import { useFollowInternalLinks } from '~/components/internal-links'
import { useMarkupOnly } from '~/components/markup-only'
import { ProgressControl, ProgressLabelParts, type ProblemStatus } from '~/components/progress-control'
import { RatingMenuProvider } from '~/components/rating-menu'
import { LABEL, titleId } from '~/components/sheet/problem-rows'
import { toast } from '~/components/toast'
import { useHydrated } from '~/components/use-hydrated'
import { formatPercent } from '~/domain/format'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { listMoveValue } from '~/domain/problem-lists'
import { rowAnchor } from '~/domain/sheet-filters'
import './list-table.css'

export interface ListTableRow {
  problemId: number
  /** 1-based place in the whole list. */
  position: number
  frontendId: number | null
  title: string
  titleSlug: string
  /** Absent in interview mode, like the acceptance and the topics. */
  difficulty?: number
  acRate?: number | null
  topics?: string[]
  /** Topics beyond those listed, counted. */
  moreTopics?: number
  isPaidOnly: boolean
  status: ProblemStatus
}

/** What the list page's action answers a fetcher that moved or removed a problem. */
export interface ListEditActionData {
  ok: boolean
  error: string | null
  /** The list changed elsewhere since the page was drawn: the page is loaded again. */
  stale?: boolean
}

/** The one form each row's progress marks submit without JavaScript. */
export const LIST_PROGRESS_FORM_ID = 'list-progress'
/** The one form each row's move and remove buttons submit, carrying the list's version. */
export const LIST_EDIT_FORM_ID = 'list-edits'

/**
 * Where the list page's loader leaves its rows written as HTML for a document's server render
 * (app/server/problem-rows-html.server.ts, docs/decisions/0036): the browser hydrates that markup with
 * the row components.
 */
export const LIST_ROWS_HTML_KEY = 'list/rows-html'

export interface ListTableProps {
  rows: ListTableRow[]
  caption: string
  /** Where a post without JavaScript comes back to: the page with its filters. */
  returnTo: string
  /** Signed in: each row has progress marks. */
  signedIn: boolean
  /** The viewer owns the list: rows can be removed. */
  owner: boolean
  /** The owner sees the whole list (no filter), so its order can be changed. */
  reorderable: boolean
  /** Places in the whole list: the last one, for the down button. */
  itemCount: number
  /** The list's version, which every edit carries. */
  version: number
  /** Interview mode: no difficulty, acceptance or topics. */
  hideFacts: boolean
  /** Problem id → when its review is due, as the row says it ('due 3 Dec'), for the rows with a card. */
  dueTexts?: Readonly<Record<number, string>>
}

/**
 * A list's problems in its order (docs/product.md#lists). Every row's marks share one progress form and
 * every row's edit buttons one edit form, so a page of fifty rows carries two forms, not a hundred. Without
 * JavaScript the up and down buttons reorder; with it the rows can also be dragged, by pointer or by
 * keyboard (the handle takes Space, the arrow keys and Space again), and every edit is posted by a fetcher.
 */
export function ListTable(props: ListTableProps) {
  const { rows, caption, returnTo, signedIn, owner, reorderable, version, hideFacts } = props
  const fetcher = useFetcher<ListEditActionData>({ key: 'list-edit' })
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  const followInternalLink = useFollowInternalLinks()
  const rowsHtml = useMarkupOnly<string>(LIST_ROWS_HTML_KEY)
  const busy = fetcher.state !== 'idle'
  // A dragged order shows at once, until the list comes back from the server.
  const [draggedOrder, setDraggedOrder] = useState<number[] | null>(null)
  useEffect(() => {
    if (fetcher.state === 'idle') setDraggedOrder(null)
  }, [fetcher.state, rows])
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || answer.ok || !answer.error) return
    toast.error(answer.error)
    if (answer.stale) void revalidator.revalidate()
    // The revalidator changes on every navigation; the answer is what this effect follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data])

  const shown = draggedOrder
    ? draggedOrder.flatMap((id) => rows.find((row) => row.problemId === id) ?? [])
    : rows

  const post = (fields: FormData) => {
    fields.set(VIA_FETCHER.name, VIA_FETCHER.value)
    void fetcher.submit(fields, { method: 'post', preventScrollReset: true })
  }
  const onEditSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    post(new FormData(event.currentTarget, submitter))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const ids = shown.map((row) => row.problemId)
    const from = ids.indexOf(Number(active.id))
    const to = ids.indexOf(Number(over.id))
    if (from === -1 || to === -1) return
    const target = shown[to]!.position
    setDraggedOrder(arrayMove(ids, from, to))
    const fields = new FormData()
    fields.set('version', String(version))
    fields.set('back', returnTo)
    fields.set('move', listMoveValue(Number(active.id), target))
    post(fields)
  }

  // Built only when drawn: a document's server render writes the rows as the loader kept them.
  const rowViews = () =>
    shown.map((row) => (
      <ListRowView
        key={row.problemId}
        row={row}
        props={props}
        busy={busy}
        draggable={hydrated && reorderable}
        due={props.dueTexts?.[row.problemId] ?? null}
      />
    ))
  const body =
    rowsHtml === undefined ? (
      <tbody onClick={followInternalLink}>
        {/* As on the sheets: one rating menu for all the rows, opened beside each row's Mark solved. */}
        {signedIn ? <RatingMenuProvider redirectTo={returnTo}>{rowViews()}</RatingMenuProvider> : rowViews()}
      </tbody>
    ) : (
      // A document's server render: the rows as the loader wrote them, which the browser hydrates.
      <tbody dangerouslySetInnerHTML={{ __html: rowsHtml }} />
    )

  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
      {signedIn ? (
        <form id={LIST_PROGRESS_FORM_ID} method="post" action="/progress" hidden>
          <input type="hidden" name="redirectTo" value={returnTo} />
        </form>
      ) : null}
      {owner ? (
        <form id={LIST_EDIT_FORM_ID} method="post" hidden onSubmit={onEditSubmit}>
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="back" value={returnTo} />
        </form>
      ) : null}
      {/* The rows' controls are named by reference to their title, as a sheet's are (decision 0030). */}
      <div hidden>
        {signedIn ? <ProgressLabelParts /> : null}
        <span id={LABEL.insights}>Insights for</span>
      </div>
      <table className="list-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas">
          <tr>
            <th scope="col">Place</th>
            {signedIn ? <th scope="col">Status</th> : null}
            <th scope="col" className="list-num">
              #
            </th>
            <th scope="col">Title</th>
            {hideFacts ? null : (
              <th scope="col" className="list-diff">
                Difficulty
              </th>
            )}
            {hideFacts ? null : (
              <th scope="col" className="list-acc">
                Acceptance
              </th>
            )}
            {owner ? <th scope="col">Edit</th> : null}
          </tr>
        </thead>
        {reorderable ? (
          <SortableRows rows={shown} onDragEnd={onDragEnd}>
            {body}
          </SortableRows>
        ) : (
          body
        )}
      </table>
    </div>
  )
}

/** Drag and drop for the rows; the keyboard's coordinates follow the rows' order. */
function SortableRows({
  rows,
  onDragEnd,
  children,
}: {
  rows: ListTableRow[]
  onDragEnd: (event: DragEndEvent) => void
  children: ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const title = (id: string | number) =>
    rows.find((row) => row.problemId === Number(id))?.title ?? 'The problem'
  const place = (id: string | number | undefined) =>
    rows.find((row) => row.problemId === Number(id))?.position ?? ''
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, at place ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} is over place ${place(over.id)}.`
        : `${title(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over ? `${title(active.id)} moved to place ${place(over.id)}.` : `${title(active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${title(active.id)} put back.`,
  }
  return (
    <DndContext
      // A fixed id, so the accessibility texts' ids are the same on the server and in the browser.
      id="list-order"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a problem, press Space, then the up and down arrow keys, then Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={rows.map((row) => row.problemId)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

function ListRowView({
  row,
  props,
  busy,
  draggable,
  due,
}: {
  row: ListTableRow
  props: ListTableProps
  busy: boolean
  draggable: boolean
  due: string | null
}) {
  const { signedIn, owner, reorderable, itemCount, hideFacts } = props
  const topics = row.topics ? row.topics.join(' · ') + (row.moreTopics ? ` +${row.moreTopics}` : '') : ''
  return (
    <SortableRow id={row.problemId} enabled={reorderable} disabled={busy}>
      {(handle) => (
        <>
          <td className="list-pos">
            <span>{row.position}</span>
            {draggable ? handle(`Drag to move ${row.title}`) : null}
          </td>
          {signedIn ? (
            <td className="list-status">
              <ProgressControl
                problemId={row.problemId}
                status={row.status}
                problemTitle={row.title}
                titleId={titleId(row.problemId)}
                form={LIST_PROGRESS_FORM_ID}
              />
              {due ? <span className="due">{due}</span> : null}
            </td>
          ) : null}
          <td className="list-num">{row.frontendId ?? '—'}</td>
          <th scope="row">
            <a
              href={leetcodeProblemUrl(row.titleSlug)}
              target="_blank"
              rel="noopener noreferrer"
              className="list-title"
              id={titleId(row.problemId)}
            >
              {row.title}
            </a>
            <span>
              {row.isPaidOnly ? <PremiumBadge /> : null}
              <a
                href={`/problems/${row.titleSlug}`}
                aria-labelledby={`${LABEL.insights} ${titleId(row.problemId)}`}
              >
                Insights
              </a>
              {/* On a phone the difficulty sits here, so the title keeps the room its own column took. */}
              {row.difficulty !== undefined ? (
                <span className="list-diff-inline">
                  <DifficultyBadge difficulty={row.difficulty} />
                </span>
              ) : null}
              {topics}
            </span>
          </th>
          {hideFacts ? null : (
            <td className="list-diff">
              {row.difficulty !== undefined ? <DifficultyBadge difficulty={row.difficulty} /> : null}
            </td>
          )}
          {hideFacts ? null : <td className="list-acc">{formatPercent(row.acRate)}</td>}
          {owner ? (
            <td className="list-edit">
              {reorderable ? (
                <>
                  <button
                    type="submit"
                    form={LIST_EDIT_FORM_ID}
                    name="move"
                    value={listMoveValue(row.problemId, row.position - 1)}
                    disabled={busy || row.position <= 1}
                    aria-label={`Move ${row.title} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    form={LIST_EDIT_FORM_ID}
                    name="move"
                    value={listMoveValue(row.problemId, row.position + 1)}
                    disabled={busy || row.position >= itemCount}
                    aria-label={`Move ${row.title} down`}
                  >
                    ↓
                  </button>
                </>
              ) : null}
              <button
                type="submit"
                form={LIST_EDIT_FORM_ID}
                name="remove"
                value={row.problemId}
                disabled={busy}
                aria-label={`Remove ${row.title} from the list`}
              >
                ×
              </button>
            </td>
          ) : null}
        </>
      )}
    </SortableRow>
  )
}

type Handle = (label: string) => ReactNode

/** A row that can be dragged by its handle when `enabled` (inside SortableRows), else a plain row. */
function SortableRow({
  id,
  enabled,
  disabled,
  children,
}: {
  id: number
  enabled: boolean
  disabled: boolean
  children: (handle: Handle) => ReactNode
}) {
  if (!enabled) {
    return <tr id={rowAnchor(id)}>{children(() => null)}</tr>
  }
  return (
    <DraggableRow id={id} disabled={disabled}>
      {children}
    </DraggableRow>
  )
}

function DraggableRow({
  id,
  disabled,
  children,
}: {
  id: number
  disabled: boolean
  children: (handle: Handle) => ReactNode
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled })
  const handle: Handle = (label) => (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="list-handle"
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" />
      </svg>
    </button>
  )
  return (
    <tr
      id={rowAnchor(id)}
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </tr>
  )
}
