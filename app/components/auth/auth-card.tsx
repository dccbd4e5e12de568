import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandMark } from '../brand'
import { Card } from '../ui/card'

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: ReactNode
  children: ReactNode
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <BrandMark className="size-11" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1.5 text-sm text-ink-muted">{subtitle}</p>
        </div>
        <div className="mt-8">{children}</div>
      </Card>
    </section>
  )
}

/** The line under a card's form that offers the other way in ("New here? Create an account"). */
export function AuthCardLink({ prompt, to, children }: { prompt: string; to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm text-ink-muted">
      {prompt}{' '}
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {children}
      </Link>
    </p>
  )
}
