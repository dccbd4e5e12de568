import { useEffect, useRef } from 'react'
import { toast as showToast, useLoadedSonner } from './toast'
import { cn } from './ui/cn'

export interface FlashToast {
  id: string
  type: 'success' | 'info' | 'warning' | 'error' | 'default'
  title: string
  description?: string
}

const staticTone: Record<FlashToast['type'], string> = {
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  default: 'border-line bg-surface text-ink',
}

/**
 * Where toasts land: the bottom right corner on wider screens, where no navigation is, so a toast never
 * hides the header (Sonner's own 24 px offset, so the server's toast and Sonner's are in the same place).
 * On phones (up to Sonner's 600 px) a toast spans the screen and would sit over whatever control is at the
 * bottom edge for its 4 s, so there the host is in the flow at the top of <main> instead, pushing the page
 * down (app.css, `#toasts`; docs/decisions/0028-toasts-in-the-flow-on-phones.md).
 */
const TOAST_POSITION = 'bottom-right'
const TOAST_REGION_ID = 'toasts'

/**
 * Toasts as docs/product.md#toasts sets them out (4 s, pause on hover and focus, 3 visible, 356 px wide,
 * swipe to dismiss — all Sonner defaults). A toast flashed by the server is rendered into the HTML, so it
 * shows without JavaScript (fading out after 4 s, paused while hovered); once React runs, Sonner (loaded
 * by the first toast, see ./toast) takes it over.
 */
export function ToastHost({ toast }: { toast: FlashToast | null }) {
  const sonner = useLoadedSonner()
  useEffect(() => {
    if (!toast) return
    const options = { id: toast.id, description: toast.description }
    if (toast.type === 'default') showToast(toast.title, options)
    else showToast[toast.type](toast.title, options)
  }, [toast])

  return (
    <div id={TOAST_REGION_ID}>
      {sonner ? <LoadedToaster sonner={sonner} /> : null}
      {toast && !sonner ? (
        <div
          role="status"
          data-toast={toast.type}
          className={cn(
            'animate-toast-out z-50 rounded-xl border px-4 py-3 shadow-card hover:[animation-play-state:paused]',
            staticTone[toast.type],
          )}
        >
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm">{toast.description}</p> : null}
        </div>
      ) : null}
    </div>
  )
}

type Sonner = NonNullable<ReturnType<typeof useLoadedSonner>>

function LoadedToaster({ sonner }: { sonner: Sonner }) {
  useSuccessDismissesErrors(sonner)
  return <sonner.Toaster position={TOAST_POSITION} duration={4000} visibleToasts={3} closeButton />
}

/**
 * A success makes the errors shown before it stale (a wrong password, then the right one): they go, so
 * the success is not read as one more failure.
 */
function useSuccessDismissesErrors(sonner: Sonner) {
  const { toasts } = sonner.useSonner()
  const seen = useRef<ReadonlySet<string | number>>(new Set())
  useEffect(() => {
    const earlier = seen.current
    seen.current = new Set(toasts.map((item) => item.id))
    const newSuccess = toasts.some((item) => item.type === 'success' && !earlier.has(item.id))
    if (!newSuccess) return
    for (const item of toasts) {
      if (item.type === 'error' && earlier.has(item.id)) sonner.toast.dismiss(item.id)
    }
  }, [sonner, toasts])
}
