import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { formatSavedAt } from '~/components/analyzer/analysis-report'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { Field, TextArea } from '~/components/ui/field'
import { sendWhenValid, useSchemaForm, type SendForm } from '~/components/ui/use-schema-form'
import { useHydrated } from '~/components/use-hydrated'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { MAX_NOTE_KB, NOTE_ANCHOR, NOTE_FIELD, SAVE_NOTE_INTENT } from '~/domain/problem-note'
import { ProblemNoteFormSchema } from '~/domain/problem-note-form'

export interface ProblemNoteView {
  body: string
  /** Sanitised on the server; drawn as it is. */
  html: string
  /** ISO time. */
  updatedAt: string
}

export interface ProblemNoteActionData {
  result: SubmissionResult<string[]>
  outcome: 'saved' | 'deleted' | null
}

/**
 * Where the insights page's loader leaves a document's note and form, drawn with the viewer's kept view
 * (ProblemNoteFields, idle): the browser hydrates it as ProblemNote.
 */
export const PROBLEM_NOTE_KEY = 'insights/problem-note'

interface ProblemNoteProps {
  slug: string
  note: ProblemNoteView | null
  lastResult?: SubmissionResult<string[]> | null
}

/**
 * The viewer's private note on the problem (docs/product.md#problem-notes): the note drawn from its
 * Markdown, and a form to change it. Without JavaScript the form posts to the page, which comes back with
 * the note saved (or with the refusal and the text as typed); with JavaScript a fetcher saves it in place.
 */
export function ProblemNote(props: ProblemNoteProps) {
  const fetcher = useFetcher<ProblemNoteActionData>()
  const hydrated = useHydrated()
  return (
    <ProblemNoteFields
      {...props}
      lastResult={fetcher.data?.result ?? props.lastResult}
      saving={fetcher.state !== 'idle'}
      savedOutcome={fetcher.data?.outcome ?? null}
      viaFetcher={hydrated}
      send={(formData) =>
        void fetcher.submit(formData, {
          method: 'post',
          action: `/problems/${props.slug}`,
          preventScrollReset: true,
        })
      }
    />
  )
}

/**
 * The note and its form, with no router hooks: drawn by ProblemNote with its fetcher, and, idle as a first
 * render draws it, as the insights page's kept markup (PROBLEM_NOTE_KEY), which the browser hydrates as
 * ProblemNote.
 */
export function ProblemNoteFields({
  slug,
  note,
  lastResult,
  saving = false,
  savedOutcome = null,
  viaFetcher = false,
  send,
}: ProblemNoteProps & {
  saving?: boolean
  /** What the last post by a fetcher did. */
  savedOutcome?: ProblemNoteActionData['outcome']
  /** Whether the post says it came from a fetcher, so the answer is data rather than a redirect. */
  viaFetcher?: boolean
  /** Sends a valid form; without it (no JavaScript, or before hydration) the browser posts it. */
  send?: SendForm
}) {
  const [form, fields] = useSchemaForm(ProblemNoteFormSchema, {
    id: 'problem-note',
    lastResult,
    defaultValue: { [NOTE_FIELD]: note?.body ?? '' },
  })
  // "Saved" stays only until the text changes again, so it never vouches for unsaved words.
  const [editedSinceSave, setEditedSinceSave] = useState(false)
  const outcome = !saving && !editedSinceSave ? savedOutcome : null
  const formProps = getFormProps(form)
  const sendIfValid = sendWhenValid(formProps.onSubmit, send)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setEditedSinceSave(false)
    sendIfValid(event)
  }

  return (
    <section
      id={NOTE_ANCHOR}
      aria-labelledby="note-heading"
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="note-heading" className="text-lg font-semibold">
          Your note
        </h2>
        <p className="text-sm text-ink-muted">
          Private: only you can see it.
          {note ? ` Last saved ${formatSavedAt(note.updatedAt)}.` : null}
        </p>
      </div>
      {note ? (
        <div
          className="prose-notes mt-3 max-w-none rounded-xl bg-canvas px-4 py-1 text-sm break-words"
          dangerouslySetInnerHTML={{ __html: note.html }}
        />
      ) : null}
      <form
        method="post"
        action={`/problems/${slug}`}
        {...formProps}
        onSubmit={onSubmit}
        onInput={() => setEditedSinceSave(true)}
        className="mt-4 space-y-3"
      >
        <FormErrors form={form} />
        <input type="hidden" name="intent" value={SAVE_NOTE_INTENT} />
        {viaFetcher ? <input type="hidden" {...VIA_FETCHER} /> : null}
        <Field
          label={note ? 'Edit your note' : 'Write a note'}
          meta={fields[NOTE_FIELD]}
          hint={`Markdown, up to ${MAX_NOTE_KB} KB. Save it empty to delete the note.`}
          hintBesideLabel
        >
          <TextArea
            {...getTextareaProps(fields[NOTE_FIELD], { ariaDescribedBy: fields[NOTE_FIELD].descriptionId })}
            rows={7}
            spellCheck
            placeholder="The idea that cracked it, the edge case that bit you, what to try next time…"
            className="font-mono"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={saving} pendingLabel="Saving…">
            Save note
          </SubmitButton>
          <p role="status" className="text-sm font-medium text-success">
            {outcome === 'saved' ? 'Saved' : outcome === 'deleted' ? 'Note deleted' : null}
          </p>
        </div>
      </form>
    </section>
  )
}
