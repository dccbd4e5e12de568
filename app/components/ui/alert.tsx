import type { ReactNode } from 'react'
import { cn } from './cn'

/** A refusal or failure told in a red box, announced to screen readers as it appears. */
export function ErrorAlert({
  id,
  className,
  children,
}: {
  id?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        'rounded-xl border border-red-200 bg-danger-bg px-4 py-3 text-sm font-medium text-danger',
        className,
      )}
    >
      {children}
    </div>
  )
}

/** The first error of a whole form (Conform's form-level errors), or nothing. */
export function FormErrors({ form }: { form: { errorId: string; errors?: string[] | null } }) {
  if (!form.errors?.length) return null
  return <ErrorAlert id={form.errorId}>{form.errors[0]}</ErrorAlert>
}
