import { companyCsv } from './company-csv.server'
import { companyCsvNamed } from './company-csv-named.server'
import { daily } from './daily.server'
import { graphqlQuestions } from './graphql-questions.server'
import { metadataJson } from './metadata-json.server'
import { problemSets } from './problem-sets.server'
import { ratings } from './ratings.server'
import type { Format, SourceFile } from './source.server'
import type { FormatName } from './types.server'

/**
 * Every format, in the order an import writes them: metadata first, so the lists that follow find their
 * problems complete, then company lists, then ratings and daily history, which refer to those problems,
 * and curated lists last, which only point at problems stored by then.
 */
export const FORMATS: readonly Format[] = [
  metadataJson,
  graphqlQuestions,
  companyCsv,
  companyCsvNamed,
  ratings,
  daily,
  problemSets,
]

export function formatNamed(name: FormatName): Format {
  const format = FORMATS.find((candidate) => candidate.name === name)
  if (!format) throw new Error(`Unknown format "${name}"`)
  return format
}

/** A format; or a file to pass over (not data of ours); or a data file too broken to say which format. */
export type Detection = { format: Format } | { ignored: string } | { broken: string }

/**
 * The format of a file, judged by its content first. A file whose name or place gives it to a layout but
 * whose content does not match (a broken header) still goes to that layout, which reports what is wrong.
 */
export function detectFormat(source: SourceFile, forced?: Format): Detection {
  if (forced) {
    return forced.extensions.includes(source.extension)
      ? { format: forced }
      : { ignored: `not a ${forced.name} file (${forced.extensions.join(', ')})` }
  }
  const candidates = FORMATS.filter((format) => format.extensions.includes(source.extension))
  const recognised = candidates.find((format) => format.recognises(source))
  if (recognised) return { format: recognised }
  const claimed = candidates.find((format) => format.claimsByName?.(source))
  if (claimed) return { format: claimed }
  // Every JSON file is data of some kind, so one that does not parse is broken, not merely someone else's.
  const json = source.extension === '.json' ? source.json() : null
  if (json && !json.ok) return { broken: `not valid JSON: ${json.error}` }
  if (source.extension === '.jsonl') return { broken: 'no line of it is a daily challenge record' }
  return { ignored: 'not a recognised data format' }
}
