import { activitySummary, type ActivityLevel, type ActivityYear } from '~/domain/activity-calendar'
import { cn } from '~/components/ui/cn'

const CELL = 11
const STEP = 14
const LEFT = 30
const TOP = 18
const DAY_LABELS = [
  { index: 0, label: 'Mon' },
  { index: 2, label: 'Wed' },
  { index: 4, label: 'Fri' },
]

/** The theme's brand scale, lightest to darkest; an empty day is drawn in the border colour. */
const LEVEL_FILL: Readonly<Record<ActivityLevel, string>> = {
  0: 'fill-line',
  1: 'fill-brand-200',
  2: 'fill-brand-400',
  3: 'fill-brand-600',
  4: 'fill-brand-800',
}

/**
 * A year of solves and reviews, one square a day and one column a week, drawn on the server as SVG: no
 * script, and the same on every device. The grid is a picture with the year told in words beside it; a
 * day with practice has a title for a pointer, while an empty day goes without, since a title on each of
 * the year's days would weigh more than the rest of the page. On a narrow screen the grid scrolls inside
 * its own box.
 */
export function ActivityHeatmap({ calendar }: { calendar: ActivityYear }) {
  const width = LEFT + calendar.weeks.length * STEP
  const height = TOP + 7 * STEP
  const summary = activitySummary(calendar)
  const summaryId = `activity-summary-${calendar.year}`
  return (
    <figure>
      <div
        // Reversed, so a narrow box opens scrolled to its end: the recent weeks, not January.
        className="flex flex-row-reverse overflow-x-auto rounded-xl border border-line bg-surface p-3 focus-visible:outline-2"
        // A box that scrolls must be reachable by keyboard to be scrolled.
        tabIndex={0}
        role="region"
        aria-label={`Activity in ${calendar.year}`}
      >
        <svg
          role="img"
          aria-labelledby={summaryId}
          viewBox={`0 0 ${width} ${height}`}
          // As wide as the box on a large screen; never narrower than its drawn size, so a phone scrolls.
          width="100%"
          style={{ minWidth: width }}
          className="block shrink-0 text-ink-muted"
        >
          {calendar.months.map((month) => (
            <text key={month.label} x={LEFT + month.week * STEP} y={11} className="fill-current text-[10px]">
              {month.label}
            </text>
          ))}
          {DAY_LABELS.map((day) => (
            <text key={day.label} x={0} y={TOP + day.index * STEP + 9} className="fill-current text-[10px]">
              {day.label}
            </text>
          ))}
          {calendar.weeks.map((week, column) =>
            week.map((cell, row) =>
              cell ? (
                <rect
                  key={cell.day}
                  x={LEFT + column * STEP}
                  y={TOP + row * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  data-day={cell.day}
                  data-level={cell.level}
                  className={cn(cell.future ? 'fill-canvas stroke-line' : LEVEL_FILL[cell.level])}
                >
                  {cell.level > 0 ? <title>{cell.label}</title> : null}
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
        <span id={summaryId}>{summary}</span>
        <span className="flex items-center gap-1.5" aria-hidden="true">
          Less
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <svg key={level} width={CELL} height={CELL} className="block">
              <rect width={CELL} height={CELL} rx={2} className={LEVEL_FILL[level]} />
            </svg>
          ))}
          More
        </span>
      </figcaption>
    </figure>
  )
}
