import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { FieldError, Input } from '~/components/ui/field'
import { Spinner } from '~/components/ui/spinner'

/** The query parameter the finder submits; /insights turns it into a redirect to the problem. */
export const FINDER_PARAM = 'q'

const PLACEHOLDER = 'https://leetcode.com/problems/two-sum/ or two-sum'

/**
 * The insights finder (docs/product.md#insights): one input for a problem link or a bare slug, and 'Find
 * Now'. A GET form, so it works without JavaScript and the search is a URL that can be shared.
 */
export function InsightsFinder({
  defaultValue = '',
  error,
  autoFocus = false,
  className,
}: {
  defaultValue?: string
  error?: string | null
  autoFocus?: boolean
  className?: string
}) {
  const inputId = useId()
  const errorId = useId()
  const hintId = useId()
  const navigation = useNavigation()
  const finding =
    navigation.state !== 'idle' &&
    (navigation.location.pathname === '/insights' || navigation.location.pathname.startsWith('/problems/'))

  return (
    <Form method="get" action="/insights" className={cn('w-full', className)} noValidate>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        Problem link or slug
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <Input
            // A new search (a link followed, the back button) should show its own text, not the last one typed.
            key={defaultValue}
            id={inputId}
            name={FINDER_PARAM}
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={PLACEHOLDER}
            defaultValue={defaultValue}
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="h-12 text-base"
          />
          <FieldError id={errorId} errors={error ? [error] : null} />
        </div>
        <Button type="submit" size="lg" className="shrink-0 sm:w-36" disabled={finding}>
          {finding ? <Spinner label="Finding the problem" className="[&_svg]:text-white" /> : null}
          Find Now
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
        Paste the address of a LeetCode problem, or type its slug: the part after /problems/.
      </p>
    </Form>
  )
}
