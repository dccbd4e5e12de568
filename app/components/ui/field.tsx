import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn'

export const inputClasses =
  'block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-sm text-ink placeholder:text-ink-subtle shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-[invalid=true]:border-danger'

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

/** A label, its control and the control's first error, wired together for screen readers. */
export function Field({
  label,
  htmlFor,
  errorId,
  errors,
  hint,
  children,
  className,
}: {
  label: ReactNode
  htmlFor: string
  errorId: string
  errors?: string[] | null
  hint?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-ink-subtle">{hint}</p> : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}
