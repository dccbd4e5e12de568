import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'
import { CompanyMonogram } from './company-monogram'
import { problemCountLabel, sheetPath, type HomeCompany } from './home-companies'
import { marqueeStyle } from './marquee'
import { Eyebrow } from '~/components/ui/eyebrow'

// The track stops for anyone reading or operating it: on hover, while keyboard focus is inside, and for
// as long as the pause switch is on. All three are CSS, so they work before (and without) JavaScript.
const paused =
  'group-hover/track:[animation-play-state:paused] group-focus-within/track:[animation-play-state:paused] group-has-[input:checked]/sheets:[animation-play-state:paused]'

/** The carousel of company cards, with the counts the loader found (see homeCompanies). */
export function CompanySheetsSection({ companies }: { companies: readonly HomeCompany[] }) {
  return (
    <section aria-labelledby="company-sheets-heading" className="group/sheets py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <Eyebrow>Company-wise sheets</Eyebrow>
            <h2 id="company-sheets-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              Practise what top companies actually ask
            </h2>
            <p className="mt-3 text-ink-muted">
              Curated question lists for each company, sorted by how often the questions come up, so your next
              hour goes to the problems most likely to matter.
            </p>
          </div>
          <ButtonLink to="/search/sheet" className="self-start md:self-auto">
            View All Sheets
          </ButtonLink>
        </div>

        <div
          className={cn(
            'group/track relative mt-8 overflow-hidden motion-reduce:snap-x motion-reduce:snap-mandatory motion-reduce:overflow-x-auto motion-reduce:overscroll-x-contain',
            'mask-x-from-95% mask-x-to-100% motion-reduce:mask-none',
          )}
        >
          <div
            className={cn('flex w-max animate-marquee py-4 motion-reduce:animate-none', paused)}
            style={marqueeStyle({ itemCount: companies.length, itemWidthRem: 15, gapRem: 1.5 })}
          >
            <CompanyCardList companies={companies} />
            <CompanyCardList companies={companies} duplicate />
          </div>
        </div>
        <div className="mt-2 flex justify-end">
          <PauseSwitch />
        </div>
      </div>
    </section>
  )
}

/**
 * The carousel is two identical lists side by side, moved left by one list's width per loop. The second
 * list only exists to fill the gap the first leaves behind, so it is hidden from assistive technology and
 * kept out of the tab order; without motion it is not drawn at all.
 */
function CompanyCardList({
  companies,
  duplicate = false,
}: {
  companies: readonly HomeCompany[]
  duplicate?: boolean
}) {
  return (
    <ul
      className={cn(
        'flex shrink-0 gap-(--marquee-gap) pr-(--marquee-gap)',
        duplicate && 'motion-reduce:hidden',
      )}
      aria-hidden={duplicate || undefined}
      inert={duplicate || undefined}
      data-duplicate={duplicate || undefined}
    >
      {companies.map((company) => (
        <li key={company.name} className="w-(--marquee-item) shrink-0 snap-start">
          <CompanyCard company={company} focusable={!duplicate} />
        </li>
      ))}
    </ul>
  )
}

function CompanyCard({ company, focusable }: { company: HomeCompany; focusable: boolean }) {
  return (
    <Card className="flex h-full flex-col items-center px-5 py-6 text-center transition-shadow duration-300 hover:shadow-lift">
      <CompanyMonogram name={company.name} tone={company.tone} />
      <h3 className="mt-4 text-lg font-bold">{company.name}</h3>
      <p className="mt-1 text-sm font-medium text-ink-muted">{problemCountLabel(company)}</p>
      <ButtonLink
        to={sheetPath(company)}
        variant="secondary"
        size="sm"
        className="mt-5 w-full"
        tabIndex={focusable ? undefined : -1}
      >
        View Sheet<span className="sr-only"> for {company.name}</span>
      </ButtonLink>
    </Card>
  )
}

/**
 * WCAG 2.2.2: moving content needs a way to stop it that does not depend on a pointer staying put. A
 * checkbox styled as a switch does that with CSS alone, so it works before (and without) JavaScript.
 */
function PauseSwitch() {
  return (
    <label className="inline-flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold text-ink-muted select-none hover:bg-brand-50 hover:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 motion-reduce:hidden">
      Pause scrolling
      <input type="checkbox" role="switch" className="peer sr-only" />
      <span
        aria-hidden="true"
        className="relative h-6 w-10 rounded-full bg-ink-subtle transition-colors peer-checked:bg-brand-600 after:absolute after:top-1 after:left-1 after:size-4 after:rounded-full after:bg-white after:shadow-sm after:transition-transform peer-checked:after:translate-x-4"
      />
    </label>
  )
}
