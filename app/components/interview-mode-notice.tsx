import {
  INTERVIEW_MODE_NOTICE,
  INTERVIEW_MODE_NOTICE_DETAIL,
  INTERVIEW_MODE_SETTINGS_HREF,
} from '~/domain/interview-mode'
import { Badge } from './ui/badge'
import { cn } from './ui/cn'

/**
 * Told on every page that hides what interview mode hides, so that a missing difficulty reads as a choice
 * of the user's rather than as missing data, with the way back. A plain anchor: the profile is one click
 * away without JavaScript, and its settings section is the target.
 */
export function InterviewModeNotice({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm sm:flex sm:items-center sm:gap-4',
        className,
      )}
    >
      <p className="min-w-0 flex-1 text-ink">
        <Badge tone="brand" className="mr-2 align-middle uppercase">
          Interview
        </Badge>
        <strong className="font-semibold">{INTERVIEW_MODE_NOTICE}.</strong>{' '}
        <span className="text-ink-muted">{INTERVIEW_MODE_NOTICE_DETAIL}</span>
      </p>
      <a
        href={INTERVIEW_MODE_SETTINGS_HREF}
        className="mt-1 inline-flex min-h-6 shrink-0 items-center font-semibold text-brand-700 underline-offset-4 hover:underline sm:mt-0"
      >
        Turn it off in your profile
      </a>
    </div>
  )
}
