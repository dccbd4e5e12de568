import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn'

export const inputClasses =
  'block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-sm text-ink placeholder:text-ink-subtle shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-[invalid=true]:border-danger'

/**
 * The part of Conform's field metadata that ties a label and an error to their control. The control
 * itself takes the rest (`getInputProps`, `getTextareaProps`, `getSelectProps` set aria-invalid and
 * aria-describedby from the same metadata).
 */
export type FieldMeta = { id: string; errorId: string; errors?: string[] | null }

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'min-h-24', className)} {...props} />
}

export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {errors[0]}
    </p>
  )
}

/** A label, its control and the control's first error, wired together from the field's metadata. */
export function Field({
  label,
  meta,
  hint,
  children,
  className,
}: {
  label: ReactNode
  meta: FieldMeta
  hint?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-ink-subtle">{hint}</p> : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  )
}
