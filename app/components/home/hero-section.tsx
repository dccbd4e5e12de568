import { ButtonLink } from '~/components/ui/button'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { NewBadge } from '~/components/ui/badge'
import { cn } from '~/components/ui/cn'
import { problemCountLabel, type HomeCompany } from './home-companies'
import type { PreviewProblem } from './insights-preview'

export const SYSTEM_DESIGN_START = '/system-design/scale-from-zero-to-millions-of-users'

const HIGHLIGHTS = ['Company-wise sheets', 'Question insights', 'Problem of the day'] as const

/**
 * Two layouts (the mobile one below 768 px, docs/product.md#home): below md the copy is centred with a
 * full-width call to action and a row of highlights; from md up the copy sits left of an illustration of a
 * company sheet.
 */
export function HeroSection({
  company,
  preview,
}: {
  /** The sheet the illustration draws: the first of the home page's companies. */
  company: Pick<HomeCompany, 'name' | 'totalProblems'>
  /** The problem the illustration's badge counts companies for, as the insights preview shows it. */
  preview: Pick<PreviewProblem, 'title' | 'companyCount'>
}) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-24 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-brand-100/70 blur-3xl md:left-1/4" />
        <div className="absolute top-32 right-0 hidden size-80 rounded-full bg-accent-400/15 blur-3xl md:block" />
      </div>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-14 text-center sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24 md:text-left">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm">
            <span className="size-1.5 rounded-full bg-brand-600" aria-hidden="true" />
            Coding interview prep
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-5xl leading-[1.05] font-black tracking-tight sm:text-6xl lg:text-7xl"
          >
            <span className="block">Faster.</span> <span className="block">Smarter.</span>{' '}
            <span className="block text-brand-600">Sharper.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-md text-lg text-ink-muted md:mx-0 md:max-w-xl md:text-xl">
            Take your coding prep to the next level with insights, analysis, and company-wise curated sheets.
          </p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center md:justify-start">
            <ButtonLink
              to={SYSTEM_DESIGN_START}
              size="lg"
              className="relative isolate overflow-hidden shadow-lift"
            >
              {/* The 5000 ms sheen (docs/product.md#home) is decoration, so reduced motion removes it. */}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-0 -z-10 w-1/4 animate-sheen bg-white/25 motion-reduce:hidden"
              />
              System Design Notes
              <NewBadge />
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-2 md:hidden" aria-label="Highlights">
            {HIGHLIGHTS.map((highlight) => (
              <li
                key={highlight}
                className="rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-semibold text-ink-muted"
              >
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <SheetIllustration company={company} preview={preview} className="hidden md:block" />
      </div>
    </section>
  )
}

const SAMPLE_ROWS = [
  { number: 1, title: 'Two Sum', difficulty: 1 },
  { number: 146, title: 'LRU Cache', difficulty: 2 },
  { number: 42, title: 'Trapping Rain Water', difficulty: 3 },
  { number: 200, title: 'Number of Islands', difficulty: 2 },
  { number: 56, title: 'Merge Intervals', difficulty: 2 },
] as const

/**
 * A drawing of a company sheet: decoration beside the headline, so it is hidden from assistive technology.
 * Its figures are the database's all the same, so the drawing never contradicts the sheet it stands for.
 */
function SheetIllustration({
  company,
  preview,
  className,
}: {
  company: Pick<HomeCompany, 'name' | 'totalProblems'>
  preview: Pick<PreviewProblem, 'title' | 'companyCount'>
  className?: string
}) {
  return (
    <div aria-hidden="true" className={cn('relative mx-auto w-full max-w-md', className)}>
      <div className="rotate-1 rounded-card border border-line bg-surface p-5 pb-12 shadow-lift">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white">
            {company.name.charAt(0)}
          </span>
          <div>
            <p className="font-bold">{company.name}</p>
            <p className="text-xs text-ink-muted">{problemCountLabel(company)} · sorted by frequency</p>
          </div>
        </div>
        <ol className="mt-4 divide-y divide-line">
          {SAMPLE_ROWS.map((row, index) => (
            <li key={row.number} className="flex items-center gap-3 py-2.5 text-sm">
              <span className="w-10 shrink-0 font-mono text-xs text-ink-muted">{row.number}</span>
              <span className="flex-1 truncate font-medium">{row.title}</span>
              <span className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-brand-50 lg:block">
                <span
                  className="block h-full rounded-full bg-brand-500"
                  style={{ width: `${100 - index * 14}%` }}
                />
              </span>
              <DifficultyBadge difficulty={row.difficulty} />
            </li>
          ))}
        </ol>
      </div>
      <div className="absolute -bottom-8 -left-6 -rotate-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
        <p className="text-xs text-ink-muted">{preview.title} is asked in</p>
        <p className="text-xl font-black text-brand-700">
          {preview.companyCount} {preview.companyCount === 1 ? 'company' : 'companies'}
        </p>
      </div>
      <div className="absolute -top-5 -right-3 flex rotate-3 items-center gap-2 rounded-2xl bg-ink px-4 py-2.5 text-sm font-semibold text-white shadow-card">
        <svg viewBox="0 0 24 24" className="size-4 text-accent-400" fill="currentColor">
          <path d="M12 2c.6 3.2 2.4 5 4.2 6.9C17.9 10.7 19 12.6 19 15a7 7 0 0 1-14 0c0-2.3 1-4 2.6-5.4.2 1.8 1 3 2.4 3.6C9.4 9 10.4 5.2 12 2z" />
        </svg>
        Problem of the day
      </div>
    </div>
  )
}
