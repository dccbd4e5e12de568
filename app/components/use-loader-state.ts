import { useState, type Dispatch, type SetStateAction } from 'react'

/**
 * State the page may change in the browser, started from a loader's value and reset to it whenever the
 * loader sends a new one (a link to the same page with other parameters replaces what was typed).
 */
export function useLoaderState<T>(loaderValue: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(loaderValue)
  const [loaded, setLoaded] = useState(loaderValue)
  if (loaded !== loaderValue) {
    setLoaded(loaderValue)
    setValue(loaderValue)
  }
  return [value, setValue]
}
