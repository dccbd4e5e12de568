import { useHydrated } from '~/components/use-hydrated'
import {
  activitySummary,
  cellLabel,
  type ActivityLevel,
  type ActivityYear,
  type CalendarCell,
} from '~/domain/activity-calendar'
import { ObjectMemo } from '~/domain/object-memo'

const CELL = 11
const STEP = 14
const LEFT = 30
const TOP = 18
const DAY_LABELS = [
  { index: 0, label: 'Mon' },
  { index: 2, label: 'Wed' },
  { index: 4, label: 'Fri' },
]

/**
 * The theme's brand scale, lightest to darkest; an empty day is drawn in the border colour. Each square
 * is a smaller square with a thick stroke of its own colour and round joins: 11 px with rounded corners.
 */
const LEVEL_CLASS: Readonly<Record<ActivityLevel, string>> = {
  0: 'fill-line stroke-line',
  1: 'fill-brand-200 stroke-brand-200',
  2: 'fill-brand-400 stroke-brand-400',
  3: 'fill-brand-600 stroke-brand-600',
  4: 'fill-brand-800 stroke-brand-800',
}
const FUTURE_CLASS = 'fill-canvas stroke-line'
const ROUNDING = 2

const cellX = (column: number) => LEFT + column * STEP
const cellY = (row: number) => TOP + row * STEP

type HeatmapPath = { key: string; className: string; d: string }

/** Paths drawn per calendar, which the page keeps while the year's data stays the same. */
const drawnPaths = new ObjectMemo<ActivityYear, HeatmapPath[]>()

function pathsOf(calendar: ActivityYear): HeatmapPath[] {
  return drawnPaths.get(calendar, () => heatmapPaths(calendar))
}

/** The year's squares as one path per level (and one for the days to come), in the grid's order. */
export function heatmapPaths(calendar: ActivityYear): HeatmapPath[] {
  const levels: string[][] = [[], [], [], [], []]
  const future: string[] = []
  calendar.weeks.forEach((week, column) =>
    week.forEach((cell, row) => {
      if (!cell) return
      const x = cellX(column)
      const y = cellY(row)
      if (cell.future) future.push(`M${x + 0.5} ${y + 0.5}h${CELL - 1}v${CELL - 1}h${1 - CELL}z`)
      else {
        const inner = CELL - 2 * ROUNDING
        levels[cell.level]!.push(`M${x + ROUNDING} ${y + ROUNDING}h${inner}v${inner}h${-inner}z`)
      }
    }),
  )
  const paths = levels.map((squares, level) => ({
    key: `level-${level}`,
    className: LEVEL_CLASS[level as ActivityLevel],
    d: squares.join(''),
  }))
  return [...paths, { key: 'future', className: FUTURE_CLASS, d: future.join('') }].filter((path) => path.d)
}

/**
 * A year of solves and reviews, one square a day and one column a week, drawn on the server as SVG: no
 * script needed, and the same on every device. The grid is a picture with the year told in words beside
 * it. Its squares are a few paths rather than a shape per day, which kept the page's weight and server
 * time down; once the page runs in the browser, each day with practice gets a title for a pointer. On a
 * narrow screen the grid scrolls inside its own box.
 */
export function ActivityHeatmap({ calendar }: { calendar: ActivityYear }) {
  const hydrated = useHydrated()
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
            <text key={month.label} x={cellX(month.week)} y={11} className="fill-current text-[10px]">
              {month.label}
            </text>
          ))}
          {DAY_LABELS.map((day) => (
            <text key={day.label} x={0} y={cellY(day.index) + 9} className="fill-current text-[10px]">
              {day.label}
            </text>
          ))}
          {pathsOf(calendar).map((path) => (
            <path
              key={path.key}
              d={path.d}
              className={path.className}
              strokeWidth={path.key === 'future' ? 1 : 2 * ROUNDING}
              strokeLinejoin="round"
            />
          ))}
          {hydrated ? <DayTitles calendar={calendar} /> : null}
        </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
        <span id={summaryId}>{summary}</span>
        <span className="flex items-center gap-1.5" aria-hidden="true">
          Less
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <svg key={level} width={CELL} height={CELL} className="block">
              <rect width={CELL} height={CELL} rx={ROUNDING} className={LEVEL_CLASS[level]} strokeWidth={0} />
            </svg>
          ))}
          More
        </span>
      </figcaption>
    </figure>
  )
}

/** Invisible squares over the days with practice, each titled with the day's figures for a pointer. */
function DayTitles({ calendar }: { calendar: ActivityYear }) {
  const active: { cell: CalendarCell; column: number; row: number }[] = []
  calendar.weeks.forEach((week, column) =>
    week.forEach((cell, row) => {
      if (cell && cell.level > 0) active.push({ cell, column, row })
    }),
  )
  return (
    <g fill="transparent">
      {active.map(({ cell, column, row }) => (
        <rect key={cell.day} x={cellX(column)} y={cellY(row)} width={CELL} height={CELL} data-day={cell.day}>
          <title>{cellLabel(cell)}</title>
        </rect>
      ))}
    </g>
  )
}
