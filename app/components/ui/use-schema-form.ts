import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import type { FormEvent } from 'react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { $ZodType, input, output } from 'zod/v4/core'

/** A schema for a whole form: an object of fields in, an object of values out. */
export type FormSchema = $ZodType<Record<string, unknown>, Record<string, unknown>>

/**
 * A form checked in the browser by the same schema its action checks on the server: first when it is
 * sent, then at every keystroke, so an error goes away as soon as it is fixed.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  {
    id,
    lastResult,
    defaultValue,
  }: {
    id: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: DefaultValue<input<Schema>>
  },
) {
  return useForm<input<Schema>, output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
}

/** Sends a checked form's data: a fetcher's submit, or the router's for a navigating form. */
export type SendForm = (formData: FormData) => void

/**
 * The submit handler of a form drawn without router hooks (docs/decisions/0049): Conform checks it with
 * `checked` (its getFormProps' onSubmit), then a valid form goes to `send`, as React Router's `<Form>`
 * would send it, with the button that sent it; without `send` (no JavaScript yet) the browser posts it.
 */
export function sendWhenValid(
  checked: (event: FormEvent<HTMLFormElement>) => void,
  send: SendForm | undefined,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    checked(event)
    if (event.defaultPrevented || !send) return
    event.preventDefault()
    send(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter))
  }
}
