import { useEffect, useRef, useState } from 'react'
import { logoUrl, monogramLetter, monogramSlot, LOGO_PIXELS } from '~/domain/company-logo'
import { cn } from './ui/cn'
import './company-logo.css'

/** How many monogram colours company-logo.css defines (data-tone 0 to 7). */
const MONOGRAM_TONES = 8

/**
 * A company's logo from the logo-lookup service (docs/product.md#company-logos), drawn over its monogram. The
 * monogram shows whenever the logo cannot: no token configured, no domain to look up, or an image that fails.
 * The logo is purely decorative (the name is always written beside it), so both are hidden from assistive
 * technology.
 *
 * Browsers draw a broken-image icon for a failed image, even with an empty alt. Without JavaScript the
 * image's ::after box, which browsers only render while an image is broken, repeats the monogram over that
 * icon; with JavaScript the failed image is removed altogether.
 */
export function CompanyLogo({
  name,
  website,
  logoToken,
  size = 'md',
  className,
}: {
  name: string
  website?: string | null
  /** The logo service's publishable token, passed down from loader data; null shows the monogram. */
  logoToken: string | null
  size?: 'sm' | 'md'
  className?: string
}) {
  const src = logoUrl({ name, website }, logoToken)
  const letter = monogramLetter(name)
  return (
    <span
      aria-hidden="true"
      data-letter={letter}
      data-tone={monogramSlot(name, MONOGRAM_TONES)}
      className={cn('company-logo', size === 'sm' ? 'company-logo-sm' : 'company-logo-md', className)}
    >
      {src ? <LogoImage key={src} src={src} letter={letter} /> : null}
    </span>
  )
}

/** Kept apart so that a monogram alone (no token configured) costs no state. */
function LogoImage({ src, letter }: { src: string; letter: string }) {
  const [failed, setFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)

  useEffect(() => {
    // An image that failed before React hydrated fired its error event when nobody was listening.
    const image = imageRef.current
    if (image && image.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) return null
  return (
    <img
      ref={imageRef}
      src={src}
      alt=""
      width={LOGO_PIXELS}
      height={LOGO_PIXELS}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      data-letter={letter}
    />
  )
}
