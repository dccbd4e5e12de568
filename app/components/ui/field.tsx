import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from './cn'

export const inputClasses =
  'block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-sm text-ink placeholder:text-ink-subtle shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-[invalid=true]:border-danger'

/**
 * The part of Conform's field metadata that ties a label, a hint and an error to their control. The control
 * itself takes the rest (`getInputProps`, `getTextareaProps`, `getSelectProps` set aria-invalid and
 * aria-describedby from the same metadata; with `ariaDescribedBy: meta.descriptionId` the hint is read too).
 */
export type FieldMeta = { id: string; errorId: string; descriptionId: string; errors?: string[] | null }

/** `inverse` is for a field drawn on a dark surface, such as the footer. */
type Tone = 'default' | 'inverse'

const TONES: Record<Tone, { label: string; hint: string; error: string }> = {
  default: { label: 'text-ink', hint: 'text-ink-subtle', error: 'text-danger' },
  inverse: { label: 'text-white', hint: 'text-slate-300', error: 'text-red-200' },
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'min-h-24', className)} {...props} />
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, className)} {...props} />
}

export function FieldError({
  id,
  errors,
  tone = 'default',
}: {
  id: string
  errors?: string[] | null
  tone?: Tone
}) {
  if (!errors?.length) return null
  return (
    <p id={id} className={cn('mt-1.5 text-sm font-medium', TONES[tone].error)}>
      {errors[0]}
    </p>
  )
}

/**
 * A label, its control, a hint and the control's first error, wired together from the field's metadata.
 * The hint sits under the control, or on the label's line when the control is tall (the code box).
 */
export function Field({
  label,
  meta,
  hint,
  hintBesideLabel = false,
  tone = 'default',
  children,
  className,
}: {
  label: ReactNode
  meta: FieldMeta
  hint?: ReactNode
  hintBesideLabel?: boolean
  tone?: Tone
  children: ReactNode
  className?: string
}) {
  const colours = TONES[tone]
  const labelElement = (
    <label
      htmlFor={meta.id}
      className={cn('block text-sm font-medium', colours.label, !hintBesideLabel && 'mb-1.5')}
    >
      {label}
    </label>
  )
  const hintElement = hint ? (
    <p id={meta.descriptionId} className={cn('text-xs', colours.hint, !hintBesideLabel && 'mt-1')}>
      {hint}
    </p>
  ) : null
  return (
    <div className={className}>
      {hintBesideLabel ? (
        <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
          {labelElement}
          {hintElement}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hintBesideLabel ? null : hintElement}
      <FieldError id={meta.errorId} errors={meta.errors} tone={tone} />
    </div>
  )
}

/**
 * Metadata, shaped like Conform's, for a field of a form Conform does not run (a GET form whose error comes
 * from the loader), so that `Field` draws it like any other.
 */
export function usePlainFieldMeta(error: string | null | undefined): FieldMeta {
  const id = useId()
  return {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: error ? [error] : null,
  }
}

/** The control's aria-invalid and aria-describedby for such a field, as Conform's getInputProps sets them. */
export function getAriaProps(meta: FieldMeta, { ariaDescribedBy }: { ariaDescribedBy?: string } = {}) {
  const invalid = Boolean(meta.errors?.length)
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${meta.errorId} ${ariaDescribedBy ?? ''}`.trim() : ariaDescribedBy,
  }
}
