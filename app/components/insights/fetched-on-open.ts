import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'

/**
 * The page's loader data at its own address with a dialog's parameter (`?show=companies`), fetched once
 * when the dialog's content is first drawn: the page came with the first items only, and the loader
 * sends every one at that address (the address a browser without JavaScript opens the dialog at).
 */
export function useFetchedOnOpen<Data>(openWith: {
  param: string
  value: string
}): ReturnType<typeof useFetcher<Data>>['data'] {
  const { pathname } = useLocation()
  const fetcher = useFetcher<Data>()
  const href = `${pathname}?${openWith.param}=${openWith.value}`
  const { load } = fetcher
  // Once per opening of the dialog, which draws its content only while it is open.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    void load(href)
  }, [load, href])
  return fetcher.data
}
