import { ButtonLink } from '~/components/ui/button'
import { SideCard } from '~/components/today/side-card'
import type { PlanDayView } from '~/server/plan-view.server'
import { dayTimeText, PlanDayItems } from './plan-day'

/**
 * /today's "What to do next" for a user with an interview plan ahead: today's share of it, the reviews due
 * pointing at the list beside it (docs/product.md#today).
 */
export function TodayPlanShare({ day }: { day: PlanDayView }) {
  return (
    <SideCard headingId="next-heading" title="What to do next">
      <p className="mt-2 text-sm text-ink-muted">Today’s share of your interview plan: {dayTimeText(day)}.</p>
      <div className="mt-3">
        <PlanDayItems day={day} reviewsHref="#due-heading" />
      </div>
      <ButtonLink to="/plan" size="sm" variant="secondary" className="mt-4">
        See the whole plan
      </ButtonLink>
    </SideCard>
  )
}
