import { ButtonLink } from '~/components/ui/button'
import { LEVELS } from '~/domain/difficulty'
import { InsightsPreview, type PreviewProblem } from './insights-preview'
import { LevelPill } from './level-pill'
import { Eyebrow } from '~/components/ui/eyebrow'

export function LevelTagsSection({ preview, host }: { preview: PreviewProblem; host: string }) {
  return (
    <section aria-labelledby="level-tags-heading" className="border-y border-line bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <Eyebrow>Question insights</Eyebrow>
          <h2 id="level-tags-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Know how hard a problem really is
          </h2>
          <p className="mt-4 text-ink-muted">
            Easy, Medium and Hard hide a lot. Every problem gets one of five levels, scored from its official
            difficulty, its acceptance rate and the topics it tests, so you can pick the right problem for the
            hour you have.
          </p>
          <ol className="mt-8 space-y-3" aria-label="Difficulty levels, easiest first">
            {LEVELS.map((level) => (
              <li key={level.name} className="flex items-center gap-4">
                <LevelPill level={level} className="w-36 justify-start" />
                <span className="text-sm text-ink-muted first-letter:uppercase">{level.description}</span>
              </li>
            ))}
          </ol>
          <ButtonLink to="/insights" size="lg" className="mt-10 w-full sm:w-auto">
            Explore Insights
          </ButtonLink>
        </div>
        <InsightsPreview problem={preview} host={host} />
      </div>
    </section>
  )
}
