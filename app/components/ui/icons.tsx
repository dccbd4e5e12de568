import { cn } from './cn'

/** A decorative line icon on the 24-unit grid, drawn in the text colour; its label comes from the text beside it. */
function LineIcon({
  d,
  className,
  strokeWidth = 2.5,
}: {
  d: string
  className?: string
  strokeWidth?: number
}) {
  return (
    <svg viewBox="0 0 24 24" className={cn('size-4', className)} aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function CheckIcon({ className }: { className?: string }) {
  return <LineIcon d="M5 12.5l4.5 4.5L19 7.5" className={className} />
}

export function ArrowUpIcon({ className }: { className?: string }) {
  return <LineIcon d="M12 19V5M6 11l6-6 6 6" className={className} />
}

export function PencilIcon({ className }: { className?: string }) {
  return <LineIcon d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" className={className} strokeWidth={2} />
}
