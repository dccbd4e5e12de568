import { CompanySheetsSection } from '~/components/home/company-sheets-section'
import { HeroSection } from '~/components/home/hero-section'
import { LevelTagsSection } from '~/components/home/level-tags-section'
import { PlatformsSection } from '~/components/home/platforms-section'
import { pageTitle } from '~/domain/site'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Home') },
  {
    name: 'description',
    content:
      'Take your coding prep to the next level with insights, analysis, and company-wise curated sheets.',
  },
]

export default function Home() {
  return (
    <>
      <HeroSection />
      <LevelTagsSection />
      <CompanySheetsSection />
      <PlatformsSection />
    </>
  )
}
