import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'

type Sonner = typeof SonnerModule

/**
 * Sonner, fetched the first time a toast shows. It was about 9 KB (gzipped) of every page's up-front
 * JavaScript while most visits never show a toast; the server-rendered toast (ToastHost) covers the wait
 * for a toast flashed with the page.
 */
let loading: Promise<Sonner> | null = null
let loaded: Sonner | null = null
const listeners = new Set<() => void>()

export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      // A failed fetch (a deploy replaced the chunk, the network dropped) may succeed at the next toast.
      loading = null
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Sonner once it is loaded, else null (always null while the server renders and during hydration). */
export function useLoadedSonner(): Sonner | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
}

type Kind = 'success' | 'info' | 'warning' | 'error'
type Show = (...args: Parameters<Sonner['toast']['error']>) => void

function show(kind: Kind | null): Show {
  return (message, options) => {
    loadSonner().then(
      ({ toast }) => (kind ? toast[kind](message, options) : toast(message, options)),
      () => {
        // Sonner could not be fetched (offline, or a deploy replaced its file): nowhere to show the toast.
      },
    )
  }
}

/** Sonner's `toast`, as the app uses it, loading Sonner on first use. */
export const toast = Object.assign(show(null), {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
})
