import { z } from 'zod'
import { MAX_COMPANY_SEARCH_LENGTH } from '~/domain/company-search'

/**
 * The search page's address parameters. Kept in a server module: a schema built at the top of the route
 * module stays in its browser bundle (building it is a call the bundler must keep), and Zod with it.
 */
const SearchParamsSchema = z.object({
  q: z
    .string()
    .max(MAX_COMPANY_SEARCH_LENGTH, `Search text can be at most ${MAX_COMPANY_SEARCH_LENGTH} characters`)
    .default(''),
  edit: z.string().optional(),
  all: z.string().optional(),
})

export function parseSearchSheetParams(url: URL) {
  return SearchParamsSchema.safeParse({
    q: url.searchParams.get('q') ?? undefined,
    edit: url.searchParams.get('edit') ?? undefined,
    all: url.searchParams.get('all') ?? undefined,
  })
}
