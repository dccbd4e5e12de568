// The analyzer's size limit, kept apart from the engine so that the form's schema (which the browser
// bundle loads too) checks the same limit with the same words without loading the parsers.

export const MAX_CODE_KB = 50
/** Code larger than this is refused: one interview solution is a few KB. */
export const MAX_CODE_BYTES = MAX_CODE_KB * 1024

/** UTF-8 size, the measure the limit is stated in. */
export function codeBytes(code: string): number {
  return new TextEncoder().encode(code).length
}

export function codeTooLargeMessage(bytes: number): string {
  return `The code is ${Math.ceil(bytes / 1024)} KB; the analyzer takes at most ${MAX_CODE_KB} KB. Paste a single solution.`
}
