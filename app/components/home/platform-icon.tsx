import type { SISTER_PLATFORMS } from '~/domain/site'

export type PlatformIconName = (typeof SISTER_PLATFORMS)[number]['icon']

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** Decorative line icons for the sister platforms; the card's heading carries the meaning. */
export function PlatformIcon({ name, className = 'size-6' }: { name: PlatformIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      {name === 'code' ? (
        <>
          <path d="M8 8l-4 4 4 4" />
          <path d="M16 8l4 4-4 4" />
          <path d="M13.5 5l-3 14" />
        </>
      ) : name === 'users' ? (
        <>
          <circle cx="9" cy="8" r="3.5" />
          <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
          <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8" />
          <path d="M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
        </>
      ) : (
        <>
          <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
          <path d="M8 6H5a3 3 0 0 0 3 4" />
          <path d="M16 6h3a3 3 0 0 1-3 4" />
          <path d="M12 13v4" />
          <path d="M8 20h8" />
          <path d="M9.5 17h5" />
        </>
      )}
    </svg>
  )
}
