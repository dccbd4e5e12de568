/**
 * A form schema that depends on the user's day (a date's bounds), built once for the day last asked
 * rather than on every render: building a Zod schema is a noticeable part of a page's server render, and
 * a page asks for the same day's schema on every view.
 */
export function schemaOfTheDay<S>(build: (today: string) => S): (today: string) => S {
  let last: { today: string; schema: S } | null = null
  return (today) => {
    if (last?.today !== today) last = { today, schema: build(today) }
    return last.schema
  }
}
