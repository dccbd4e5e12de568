import { Fragment } from 'react'
import './company-mix.css'

export interface PairedBarsRow {
  /** What the row measures, such as 'Easy · 609' or 'Graph Theory 2.6×'. */
  label: string
  /** Percentages of the two groups compared. */
  a: number
  b: number
}

/** Width of the drawing in its own units; the SVG scales to its box, so text stays legible at 375 px. */
const WIDTH = 320
const ROW_HEIGHT = 36

function percent(value: number): string {
  return `${value}%`
}

/**
 * The chart's text alternative: the two groups, then every row with both figures in the order drawn, so
 * a screen reader gets what the bars show without them.
 */
export function pairedBarsText(names: readonly [string, string], rows: readonly PairedBarsRow[]): string {
  const figures = rows.map((row) => `${row.label}, ${percent(row.a)} and ${percent(row.b)}`)
  return `${names[0]} against ${names[1]}: ${figures.join('; ')}.`
}

/**
 * Two bars a row, the first group's above the second's, both on one scale (the largest figure of the chart
 * fills the width), with the figures written beside the label. Drawn on the server and styled from
 * company-mix.css by position (odd bars the first group), so each row costs a few attributes of HTML.
 */
export function PairedBars({
  names,
  rows,
}: {
  /** The two groups, as the legend names them. */
  names: readonly [string, string]
  rows: readonly PairedBarsRow[]
}) {
  const largest = Math.max(1, ...rows.flatMap((row) => [row.a, row.b]))
  const width = (value: number) => Math.round((value / largest) * WIDTH)
  return (
    <div className="mix">
      <p aria-hidden="true">
        <span>{names[0]}</span>
        <span>{names[1]}</span>
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${rows.length * ROW_HEIGHT}`} role="img">
        <title>{pairedBarsText(names, rows)}</title>
        {rows.map((row, i) => {
          const top = i * ROW_HEIGHT
          return (
            <Fragment key={row.label}>
              <text y={top + 12}>{row.label}</text>
              <text x={WIDTH} y={top + 12}>
                {`${percent(row.a)} · ${percent(row.b)}`}
              </text>
              <rect y={top + 18} width={width(row.a)} />
              <rect y={top + 26} width={width(row.b)} />
            </Fragment>
          )
        })}
      </svg>
    </div>
  )
}
