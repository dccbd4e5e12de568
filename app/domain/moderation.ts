import { z } from 'zod'

/**
 * What an admin can do on /admin (docs/product.md#admin), as the `intent` of its forms, with the fields
 * each takes and the texts it answers with.
 */

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const UserId = z.string().min(1).max(64)
const ListId = z.string().min(1).max(64)

export const MERGE_TARGET_MESSAGE = 'Type the number of the request to merge into'

export const AdminActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('hide-report'), reportId: Id }),
  z.object({ intent: z.literal('show-report'), reportId: Id }),
  z.object({ intent: z.literal('block-reporter'), userId: UserId }),
  z.object({ intent: z.literal('unblock-reporter'), userId: UserId }),
  z.object({ intent: z.literal('hide-request'), requestId: Id }),
  z.object({ intent: z.literal('show-request'), requestId: Id }),
  z.object({ intent: z.literal('unmerge-request'), requestId: Id }),
  z.object({ intent: z.literal('hide-list'), listId: ListId }),
  z.object({ intent: z.literal('show-list'), listId: ListId }),
  z.object({
    intent: z.literal('merge-request'),
    requestId: Id,
    targetId: z
      .string()
      .trim()
      .regex(/^#?\d{1,15}$/, MERGE_TARGET_MESSAGE)
      .transform((text) => Number(text.replace('#', ''))),
  }),
])

export type AdminAction = z.output<typeof AdminActionSchema>
export type AdminIntent = AdminAction['intent']

export const ADMIN_MESSAGES = {
  unknownAction: 'That is not something /admin can do. Reload the page and try again.',
  reportNotFound: 'There is no such report.',
  reporterNotFound: 'There is no such reporter.',
  sameRequest: 'A request cannot be merged into itself, or into one merged into it.',
  listNotFound: 'There is no such public list.',
} as const

/** The intents about users' public lists, which are held to their own rate limit. */
export function isListModeration(action: AdminAction): action is Extract<AdminAction, { listId: string }> {
  return action.intent === 'hide-list' || action.intent === 'show-list'
}

export function requestNotFoundMessage(id: number): string {
  return `There is no feature request #${id}.`
}

export function targetHiddenMessage(id: number): string {
  return `Feature request #${id} is hidden. Show it again first, or merge into another.`
}

/** The toast after each change. */
export function adminDoneMessage(action: AdminAction, targetId?: number): string {
  switch (action.intent) {
    case 'hide-report':
      return 'Report hidden'
    case 'show-report':
      return 'Report shown again'
    case 'block-reporter':
      return 'Reporter blocked'
    case 'unblock-reporter':
      return 'Reporter unblocked'
    case 'hide-request':
      return `Feature request #${action.requestId} hidden`
    case 'show-request':
      return `Feature request #${action.requestId} shown again`
    case 'unmerge-request':
      return `Feature request #${action.requestId} unmerged`
    case 'merge-request':
      return `Feature request #${action.requestId} merged into #${targetId ?? action.targetId}`
    case 'hide-list':
      return 'List hidden from visitors'
    case 'show-list':
      return 'List shown again'
  }
}
