import { useEffect, type RefObject } from 'react'

const SCROLLING_BLOCKS = 'pre, table'

/**
 * Wide code blocks and tables scroll sideways inside the notes. Keyboard users can only scroll what they
 * can focus, so each one that overflows becomes a tab stop (WCAG 2.1.1); one that fits does not.
 */
export function useKeyboardScrollable(container: RefObject<HTMLElement | null>, contentKey: string) {
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      for (const block of container.current?.querySelectorAll<HTMLElement>(SCROLLING_BLOCKS) ?? []) {
        if (block.scrollWidth > block.clientWidth + 1) block.tabIndex = 0
        else block.removeAttribute('tabindex')
      }
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('resize', schedule)
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener('resize', schedule)
    }
  }, [container, contentKey])
}
