import type { ReactNode } from 'react'

/** The small brand-coloured line above a page's or section's heading that names where the reader is. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{children}</p>
}
