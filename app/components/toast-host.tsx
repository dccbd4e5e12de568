import { useEffect } from 'react'
import { toast as showToast, Toaster } from 'sonner'
import { cn } from './ui/cn'
import { useHydrated } from './use-hydrated'

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
 * Toasts as docs/product.md#toasts sets them out (4 s, pause on hover and focus, 3 visible, 356 px wide,
 * swipe to dismiss — all Sonner defaults). A toast flashed by the server is rendered into the HTML, so it
 * shows without JavaScript (fading out after 4 s, paused while hovered); once React runs, Sonner takes it
 * over.
 */
export function ToastHost({ toast }: { toast: FlashToast | null }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!toast) return
    const options = { id: toast.id, description: toast.description }
    if (toast.type === 'default') showToast(toast.title, options)
    else showToast[toast.type](toast.title, options)
  }, [toast])

  return (
    <>
      <Toaster position="top-center" duration={4000} visibleToasts={3} closeButton />
      {toast && !hydrated ? (
        <div
          role="status"
          data-toast={toast.type}
          className={cn(
            'animate-toast-out fixed top-4 left-1/2 z-50 w-[356px] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-xl border px-4 py-3 shadow-card hover:[animation-play-state:paused]',
            staticTone[toast.type],
          )}
        >
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm">{toast.description}</p> : null}
        </div>
      ) : null}
    </>
  )
}
