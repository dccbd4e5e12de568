import { CompanySheetsSection } from '~/components/home/company-sheets-section'
import { HeroSection } from '~/components/home/hero-section'
import { HOME_COMPANIES, HOME_COMPANY_SLUGS, homeCompanies } from '~/components/home/home-companies'
import {
  INSIGHTS_PREVIEW_SLUG,
  previewFromInsights,
  SAMPLE_PREVIEW,
} from '~/components/home/insights-preview'
import { LevelTagsSection } from '~/components/home/level-tags-section'
import { PlatformsSection } from '~/components/home/platforms-section'
import { pageTitle } from '~/domain/site'
import { getHomeFigures } from '~/server/home.server'
import { siteHost } from '~/server/site-origin.server'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Home') },
  {
    name: 'description',
    content:
      'Take your coding prep to the next level with insights, analysis, and company-wise curated sheets.',
  },
]

/** The database's figures for the cards and the preview; the documented ones while it has none. */
export async function loader({ request }: Route.LoaderArgs) {
  const host = siteHost(request)
  try {
    const figures = getHomeFigures({ companies: HOME_COMPANY_SLUGS, previewProblem: INSIGHTS_PREVIEW_SLUG })
    return {
      companies: homeCompanies(figures.companyTotals),
      preview: figures.preview ? previewFromInsights(figures.preview) : SAMPLE_PREVIEW,
      host,
    }
  } catch (error) {
    // The home page still opens with the documented figures; the failure is for the logs.
    console.error('Reading the home page figures failed', error)
    return { companies: [...HOME_COMPANIES], preview: SAMPLE_PREVIEW, host }
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { companies, preview, host } = loaderData
  return (
    <>
      <HeroSection company={companies[0] ?? HOME_COMPANIES[0]!} preview={preview} />
      <LevelTagsSection preview={preview} host={host} />
      <CompanySheetsSection companies={companies} />
      <PlatformsSection />
    </>
  )
}
