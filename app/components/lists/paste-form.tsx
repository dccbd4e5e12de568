import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { Field, TextArea } from '~/components/ui/field'
import { useSchemaForm } from '~/components/ui/use-schema-form'
import { useIsPending } from '~/components/use-is-pending'
import { LIST_INTENTS, PasteSchema } from '~/domain/list-forms'
import { isBadLine, PASTE_SKIP_TEXT, type SkippedLine } from '~/domain/list-paste'
import { MAX_PASTE_LINES } from '~/domain/problem-lists'

/** What the list page says about a paste that could not use every line. */
export interface PasteReport {
  added: number
  skipped: SkippedLine[]
}

/**
 * Adds problems by pasting them, one a line: LeetCode addresses, slugs or numbers. Lines it cannot use are
 * listed with the reason, and the mistakes among them are put back in the box to be fixed.
 */
export function PasteForm({
  lastResult,
  report,
}: {
  lastResult?: SubmissionResult<string[]> | null
  report: PasteReport | null
}) {
  const pending = useIsPending({ intent: LIST_INTENTS.paste })
  const toFix = report?.skipped.filter((line) => isBadLine(line.reason)) ?? []
  const [form, fields] = useSchemaForm(PasteSchema, {
    id: 'paste-problems',
    lastResult,
    defaultValue: { problems: toFix.map((line) => line.text).join('\n') },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={LIST_INTENTS.paste} />
      <FormErrors form={form} />
      {report ? <PasteOutcome report={report} /> : null}
      <Field
        label="Add problems"
        meta={fields.problems}
        hint={`One a line, up to ${MAX_PASTE_LINES}: an address (https://leetcode.com/problems/two-sum/), a slug (two-sum) or a number (1).`}
      >
        <TextArea
          {...getTextareaProps(fields.problems, { ariaDescribedBy: fields.problems.descriptionId })}
          rows={5}
          spellCheck={false}
          placeholder={'https://leetcode.com/problems/two-sum/\nlru-cache\n200'}
          className="font-mono"
        />
      </Field>
      <SubmitButton pending={pending} pendingLabel="Adding…">
        Add to the list
      </SubmitButton>
    </Form>
  )
}

function PasteOutcome({ report }: { report: PasteReport }) {
  const added = report.added === 1 ? '1 problem was added' : `${report.added} problems were added`
  return (
    <div role="status" className="rounded-xl border border-line bg-canvas px-4 py-3 text-sm">
      <p className="font-semibold">
        {report.added > 0 ? `${added}. ` : 'Nothing was added. '}
        {report.skipped.length === 1
          ? 'One line was left out:'
          : `${report.skipped.length} lines were left out:`}
      </p>
      <ul className="mt-2 space-y-1">
        {report.skipped.map((line) => (
          <li key={line.line} className="break-words">
            Line {line.line}, <code className="rounded bg-surface px-1 font-mono text-xs">{line.text}</code>:{' '}
            {PASTE_SKIP_TEXT[line.reason]}
          </li>
        ))}
      </ul>
    </div>
  )
}
