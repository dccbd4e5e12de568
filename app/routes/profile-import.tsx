import { data, Link } from 'react-router'
import type { Route } from './+types/profile-import'
import { IMPORT_DESCRIPTION, ImportDataForm } from '~/components/account/import-data'
import { ImportReportView } from '~/components/account/import-report'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import {
  IMPORT_BUSY_RETRY_SECONDS,
  IMPORT_FILE_FIELD,
  IMPORT_MESSAGES,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_REQUEST_BYTES,
  notYoursMessage,
  type ImportReport,
} from '~/domain/account-import'
import { pageTitle } from '~/domain/site'
import { importInWorker } from '~/server/account-import-pool.server'
import { readBoundedForm } from '~/server/bounded-form.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { signedInUser } from '~/server/signed-in.server'

// /profile/import (docs/product.md#importing-your-data): a data download read back into the signed-in
// account. The profile's "Import your data" form posts here; the answer is this page with the report, or
// with the form again and what was wrong. The report is the answer to the post itself, not a redirect:
// it can be long, and posting the same file again adds nothing (docs/decisions/0022).

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Import your data') }]

export type ImportActionData =
  | { ok: true; report: ImportReport; fileName: string; exportedAt: string | null }
  | { ok: false; error: string; details: string[] }

function refuse(status: number, error: string, details: string[] = [], headers?: HeadersInit) {
  return data<ImportActionData>({ ok: false, error, details }, { status, headers })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  // Counted before the body is read, so a client that keeps sending large files is held off cheaply.
  const limit = consumeLimit('data-import', { user: user.id })
  if (!limit.allowed)
    return tooManyRequests<ImportActionData>({ ok: false, error: limit.message, details: [] }, limit)

  const body = await readBoundedForm(request, MAX_IMPORT_REQUEST_BYTES)
  if (body.outcome === 'too-large') return refuse(413, IMPORT_MESSAGES.tooLarge)
  if (body.outcome === 'unreadable') return refuse(400, IMPORT_MESSAGES.unreadableUpload)
  const file = body.form.get(IMPORT_FILE_FIELD)
  if (!(file instanceof File) || file.size === 0) return refuse(400, IMPORT_MESSAGES.chooseFile)
  if (file.size > MAX_IMPORT_FILE_BYTES) return refuse(413, IMPORT_MESSAGES.tooLarge)

  // Read and merged on the import thread: the request thread stays free for other requests meanwhile.
  const result = await importInWorker(user.id, await file.arrayBuffer())
  if (result.outcome === 'invalid') return refuse(400, result.message, result.details)
  if (result.outcome === 'busy')
    return refuse(503, IMPORT_MESSAGES.busy, [], { 'Retry-After': String(IMPORT_BUSY_RETRY_SECONDS) })
  if (result.outcome === 'not-yours') return refuse(403, notYoursMessage(result.fileEmail))
  if (result.outcome === 'no-account') throw new Response('Not Found', { status: 404 })
  return data<ImportActionData>({
    ok: true,
    report: result.report,
    fileName: file.name,
    exportedAt: result.exportedAt?.toISOString() ?? null,
  })
}

export default function ProfileImport({ actionData }: Route.ComponentProps) {
  const imported = actionData?.ok ? actionData : null
  const refused = actionData && !actionData.ok ? actionData : null
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-12">
      <header>
        <Eyebrow>Your data</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {imported ? 'Import report' : 'Import your data'}
        </h1>
        <p className="mt-3 max-w-2xl text-ink-muted">
          {imported
            ? 'What the file added to your account, what was already here, and what was left as it is.'
            : IMPORT_DESCRIPTION}
        </p>
      </header>

      {imported ? (
        <ImportReportView
          report={imported.report}
          fileName={imported.fileName}
          exportedAt={imported.exportedAt}
          className="mt-8"
        />
      ) : (
        <Card className="mt-8 p-5 sm:p-6">
          <ImportDataForm
            error={refused ? { message: refused.error, details: refused.details } : undefined}
          />
        </Card>
      )}

      {imported ? (
        <nav aria-label="After importing" className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/today">Go to Today</ButtonLink>
          <ButtonLink to="/notes" variant="secondary">
            Your notes
          </ButtonLink>
          <ButtonLink to="/profile" variant="secondary">
            Back to your profile
          </ButtonLink>
        </nav>
      ) : (
        <p className="mt-6 text-sm">
          <Link to="/profile" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Back to your profile
          </Link>
        </p>
      )}
    </div>
  )
}
