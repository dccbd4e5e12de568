import { useState } from 'react'
import { Form } from 'react-router'
import {
  IMPORT_FILE_FIELD,
  IMPORT_MESSAGES,
  IMPORT_PATH,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_MB,
} from '~/domain/account-import'
import { ErrorAlert } from '../ui/alert'
import { SubmitButton } from '../ui/button'
import { Field, getAriaProps, inputClasses, usePlainFieldMeta } from '../ui/field'
import { cn } from '../ui/cn'
import { useIsPending } from '../use-is-pending'

/** What an import does, in one line: the profile's section and the import page both open with it. */
export const IMPORT_DESCRIPTION =
  'Bring back a data download, from this PrepSharp or from another where you use the same email. Progress, reviews, notes, favourite companies and chapters read are added; nothing already here is changed or removed.'

/**
 * The upload of a data download, posted to /profile/import as a plain multipart form, so it works without
 * JavaScript; with it, a file over the limit is refused before it is sent.
 */
export function ImportDataForm({ error }: { error?: { message: string; details: string[] } }) {
  const importing = useIsPending({ formAction: IMPORT_PATH })
  const [tooLarge, setTooLarge] = useState(false)
  const meta = usePlainFieldMeta(tooLarge ? IMPORT_MESSAGES.tooLarge : null)
  return (
    <Form
      method="post"
      action={IMPORT_PATH}
      encType="multipart/form-data"
      className="space-y-4"
      onSubmit={(event) => {
        if (tooLarge) event.preventDefault()
      }}
    >
      {error ? (
        <ErrorAlert>
          <p>{error.message}</p>
          {error.details.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 font-normal break-words">
              {error.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </ErrorAlert>
      ) : null}
      <Field
        label="Data download"
        meta={meta}
        hint={`The prepsharp-data-….json file that “Download my data” gives, at most ${MAX_IMPORT_MB} MB.`}
      >
        <input
          id={meta.id}
          type="file"
          name={IMPORT_FILE_FIELD}
          accept=".json,application/json"
          required
          {...getAriaProps(meta, { ariaDescribedBy: meta.descriptionId })}
          onChange={(event) =>
            setTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > MAX_IMPORT_FILE_BYTES)
          }
          className={cn(
            inputClasses,
            'cursor-pointer py-2 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100',
          )}
        />
      </Field>
      <SubmitButton variant="secondary" pending={importing} pendingLabel="Importing…">
        Import
      </SubmitButton>
    </Form>
  )
}
