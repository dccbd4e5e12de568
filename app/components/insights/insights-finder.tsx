import { Form, useNavigation } from 'react-router'
import { SubmitButton } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Field, getAriaProps, Input, usePlainFieldMeta } from '~/components/ui/field'
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
  const meta = usePlainFieldMeta(error)
  const navigation = useNavigation()
  const finding =
    navigation.state !== 'idle' &&
    (navigation.location.pathname === '/insights' || navigation.location.pathname.startsWith('/problems/'))

  return (
    <Form method="get" action="/insights" className={cn('w-full', className)} noValidate>
      <Field
        label="Problem link or slug"
        meta={meta}
        hint="Paste the address of a LeetCode problem, or type its slug: the part after /problems/."
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Input
            // A new search (a link followed, the back button) should show its own text, not the last one typed.
            key={defaultValue}
            id={meta.id}
            name={FINDER_PARAM}
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={PLACEHOLDER}
            defaultValue={defaultValue}
            autoFocus={autoFocus}
            {...getAriaProps(meta, { ariaDescribedBy: meta.descriptionId })}
            className="h-12 text-base sm:flex-1"
          />
          <SubmitButton
            size="lg"
            className="shrink-0 sm:w-36"
            pending={finding}
            pendingLabel={
              <>
                <Spinner label="Finding the problem" className="[&_svg]:text-white" />
                Find Now
              </>
            }
          >
            Find Now
          </SubmitButton>
        </div>
      </Field>
    </Form>
  )
}
