import { createContext, useContext } from 'react'

/**
 * What a loader handed to the server render alone (markupOnlyContext in app/server/load-context.server.ts):
 * large text that the document's markup carries, left out of the loader data so that a page does not
 * send it twice. app/entry.server.tsx provides it; in the browser there is none, and a component reads
 * the same text back from the markup it hydrates, or from loader data that came with a client navigation.
 */
const MarkupOnlyContext = createContext<ReadonlyMap<string, unknown> | null>(null)

export const MarkupOnlyProvider = MarkupOnlyContext.Provider

export function useMarkupOnly<T>(key: string): T | undefined {
  return useContext(MarkupOnlyContext)?.get(key) as T | undefined
}
