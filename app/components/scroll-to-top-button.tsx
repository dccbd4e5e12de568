import { useEffect, useState } from 'react'
import { buttonClasses } from './ui/button'
import { cn } from './ui/cn'
import { ArrowUpIcon } from './ui/icons'

/**
 * 'Back to top' at the end of a long page: it shows once the page has scrolled beyond twice the window's
 * height (docs/product.md#footer). It sits in the page's flow beside the feature-request button, so it
 * covers nothing, and that row keeps its height whether it shows or not.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * 2)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <button
      type="button"
      hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(buttonClasses({ variant: 'secondary' }), 'whitespace-nowrap')}
    >
      <ArrowUpIcon className="size-4" />
      Back to top
    </button>
  )
}
