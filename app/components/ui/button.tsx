import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from './cn'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse'
type Size = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60'
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-line bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-ink-muted hover:bg-brand-50 hover:text-brand-700',
  danger: 'bg-danger text-white hover:bg-red-800',
  inverse: 'bg-white text-brand-700 hover:bg-brand-50',
}
const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
}

export function buttonClasses({ variant = 'primary', size = 'md' }: { variant?: Variant; size?: Size } = {}) {
  return cn(base, variants[variant], sizes[size])
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={cn(buttonClasses({ variant, size }), className)} {...props} />
}

/**
 * A form's submit button. While its form is being sent (`pending`) it is disabled and says so, so it
 * cannot be pressed twice.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  )
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant; size?: Size }) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />
}

/** A link to another site: opens in a new tab without giving it a handle on this one. */
export function ExternalButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: ComponentProps<'a'> & { variant?: Variant; size?: Size }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonClasses({ variant, size }), className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
