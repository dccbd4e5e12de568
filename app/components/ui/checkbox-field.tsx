import type { ComponentProps, ReactNode } from 'react'
import { FieldError, type FieldMeta } from './field'

/**
 * A single checkbox that turns a setting on or off, in a box that shows its state: the checkbox and its
 * label, a hint under them and the field's first error, wired from the field's metadata like `Field`. The
 * hint sits outside the label, so a screen reader hears it once, as the description (pass
 * `ariaDescribedBy: meta.descriptionId` to Conform's getInputProps).
 */
export function CheckboxField({
  label,
  meta,
  hint,
  className,
  ...input
}: ComponentProps<'input'> & {
  label: ReactNode
  meta: FieldMeta
  hint?: ReactNode
}) {
  return (
    <div className={className}>
      <div className="rounded-xl border border-line px-3.5 py-3 has-checked:border-brand-500 has-checked:bg-brand-50">
        <label htmlFor={meta.id} className="flex min-h-6 cursor-pointer items-center gap-3">
          <input {...input} id={meta.id} type="checkbox" className="size-4 shrink-0 accent-brand-600" />
          <span className="text-sm font-medium text-ink">{label}</span>
        </label>
        {hint ? (
          <p id={meta.descriptionId} className="mt-1 pl-7 text-xs text-ink-subtle">
            {hint}
          </p>
        ) : null}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  )
}
