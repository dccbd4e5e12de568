import { useEffect, useId, type FormEvent, type ReactNode } from 'react'
import { useFetcher } from 'react-router'
import { toast } from '~/components/toast'
import { Button } from '~/components/ui/button'
import { inputClasses } from '~/components/ui/field'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { ADD_TO_LIST_PATH } from '~/domain/problem-lists'

export interface ListChoice {
  id: string
  name: string
}

/** What POST /lists/add answers a fetcher. */
export interface AddToListActionData {
  ok: boolean
  /** 'added', or 'already-there' when the list had it. */
  outcome: 'added' | 'already-there' | null
  message: string
}

/**
 * The one form a page's "Add to list" buttons submit: the list is chosen once, in its select (or is the
 * user's only list), and each problem's button carries its problem (sheet rows point at it through their
 * `form` attribute, so fifty rows need no form of their own). Without JavaScript the server sends the
 * browser back to the row with a toast; with it a fetcher posts and the toast shows in place.
 */
export function AddToListForm({
  id,
  lists,
  returnTo,
  children,
  className,
}: {
  /** The form's id, which the problems' buttons name. */
  id: string
  lists: readonly ListChoice[]
  returnTo: string
  /** Drawn inside the form, after the list's select: a single problem's own button. */
  children?: ReactNode
  className?: string
}) {
  const selectId = useId()
  const fetcher = useFetcher<AddToListActionData>({ key: `add-to-list-${id}` })
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer) return
    if (!answer.ok) toast.error(answer.message)
    else if (answer.outcome === 'added') toast.success(answer.message)
    else toast.info(answer.message)
  }, [fetcher.state, fetcher.data])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    fields.set(VIA_FETCHER.name, VIA_FETCHER.value)
    void fetcher.submit(fields, { method: 'post', action: ADD_TO_LIST_PATH })
  }
  const [only] = lists
  return (
    <form id={id} method="post" action={ADD_TO_LIST_PATH} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="redirectTo" value={returnTo} />
      {lists.length === 1 && only ? (
        <>
          <input type="hidden" name="listId" value={only.id} />
          <span className="text-sm text-ink-muted">
            Adds to <strong className="font-semibold text-ink">{only.name}</strong>
          </span>
        </>
      ) : (
        <span className="inline-flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            Add to list
          </label>
          <select id={selectId} name="listId" className={`${inputClasses} w-auto max-w-64 py-1.5`}>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
        </span>
      )}
      {children}
    </form>
  )
}

/** One problem's own "Add to list" button, inside an AddToListForm (the insights page). */
export function AddProblemButton({ problemId }: { problemId: number }) {
  return (
    <Button type="submit" name="problemId" value={problemId} variant="secondary" size="sm">
      Add to list
    </Button>
  )
}

/**
 * Above a table of problems (a sheet): the list the rows' "+ List" buttons add to, or, for a user with no
 * list yet, where to make one.
 */
export function AddToListBar({
  formId,
  lists,
  returnTo,
}: {
  formId: string
  lists: readonly ListChoice[]
  returnTo: string
}) {
  if (lists.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Collect problems in lists of your own:{' '}
        <a href="/lists" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          make a list
        </a>
        , then add rows to it from here.
      </p>
    )
  }
  return (
    <AddToListForm
      id={formId}
      lists={lists}
      returnTo={returnTo}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
    >
      <span className="text-ink-muted">with the + List button on each row.</span>
    </AddToListForm>
  )
}

/** On a problem's insights page: add this problem to one of the user's lists, or where to make one. */
export function AddProblemToList({
  problemId,
  problemTitle,
  lists,
  returnTo,
}: {
  problemId: number
  problemTitle: string
  lists: readonly ListChoice[]
  returnTo: string
}) {
  return (
    <section
      aria-labelledby="add-to-list-heading"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface px-5 py-4 shadow-card sm:px-6"
    >
      <h2 id="add-to-list-heading" className="text-base font-semibold">
        Keep {problemTitle} in a list
      </h2>
      {lists.length > 0 ? (
        <AddToListForm
          id="problem-add-to-list"
          lists={lists}
          returnTo={returnTo}
          className="flex flex-wrap items-center gap-2"
        >
          <AddProblemButton problemId={problemId} />
        </AddToListForm>
      ) : (
        <p className="text-sm text-ink-muted">
          <a href="/lists" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Make a list
          </a>{' '}
          to collect the problems you want to practise.
        </p>
      )}
    </section>
  )
}
