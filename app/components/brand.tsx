import { DISCOVER_ROUTE } from './internal-links'

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path
        d="M10 22V10h6.5a4 4 0 0 1 0 8H10"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M19 22l4-4" stroke="#f472b6" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** The header's home link: a plain anchor, which the header's click handler navigates in the app. */
export function BrandLink() {
  return (
    <a
      href="/"
      {...DISCOVER_ROUTE}
      className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight"
    >
      <BrandMark />
      <span>
        Prep<span className="animate-brand-shuffle text-brand-600">Sharp</span>
      </span>
    </a>
  )
}
