import { z } from 'zod'
import { emailField, nameField, passwordField } from './auth-forms'
import { canonicalTimeZone } from './time-zones'

// The forms of the account page, /forgot-password and /reset-password. Each is parsed with Conform on
// both sides, so Conform has already turned empty inputs into `undefined` before these schemas run.

export const LEETCODE_USERNAME_MESSAGE = 'Use only letters, digits, dots, hyphens and underscores'

// LeetCode usernames are short handles; dots appear in some older ones.
const LEETCODE_USERNAME = /^[A-Za-z0-9._-]{1,40}$/

/**
 * The username part of what someone pastes: a bare handle, or a link to their profile
 * (`https://leetcode.com/u/name/` or the older `https://leetcode.com/name/`), with or without `@`.
 */
export function leetcodeUsernameFrom(input: string): string {
  const text = input.trim().replace(/^@/, '')
  const link = /^(?:https?:\/\/)?(?:www\.)?leetcode\.(?:com|cn)\/(?:u\/)?([^/?#\s]+)\/?(?:[?#].*)?$/i.exec(
    text,
  )
  return link?.[1] ?? text
}

/** Optional: absent or blank is null; a pasted profile link is reduced to its username. */
export const leetcodeUsernameField = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? leetcodeUsernameFrom(value) : null))
  .pipe(z.string().regex(LEETCODE_USERNAME, LEETCODE_USERNAME_MESSAGE).nullable())

/** Optional text: absent and blank both mean "not given", stored as null. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null))
}

/** The privacy policy's profile fields: name, practice-site username and institution. */
export const SettingsSchema = z.object({
  name: nameField,
  leetcodeUsername: leetcodeUsernameField,
  institution: optionalText(120, 'Maximum 120 characters'),
})
export type SettingsInput = z.output<typeof SettingsSchema>

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list'

export const INTERVIEW_MODE_MESSAGE = 'Interview mode is either on or off'

/**
 * The settings form as posted: the profile fields, the time zone that decides the user's calendar
 * days (what is due today, the streak), stored in the runtime's spelling, and interview mode. Interview
 * mode is a checkbox: sent as `on` when ticked and not at all when not, so a missing field means off.
 */
export const SettingsFormSchema = SettingsSchema.extend({
  timeZone: z.string({ error: 'Choose your time zone' }).transform((value, ctx) => {
    const zone = canonicalTimeZone(value)
    if (zone) return zone
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE })
    return z.NEVER
  }),
  interviewMode: z.boolean({ error: INTERVIEW_MODE_MESSAGE }).default(false),
})

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match'
const confirmField = z.string({ error: 'Repeat the new password' })

/**
 * Changing a password needs the current one when the account has one; an account made with Google or
 * GitHub has none, and sets its first password here.
 */
export function changePasswordSchema({ hasPassword }: { hasPassword: boolean }) {
  return z
    .object({
      currentPassword: hasPassword
        ? z.string({ error: 'Enter your current password' }).max(200)
        : z.string().max(200).optional(),
      newPassword: passwordField,
      confirmPassword: confirmField,
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      message: PASSWORDS_DIFFER_MESSAGE,
      path: ['confirmPassword'],
    })
}

export const DELETE_CONFIRMATION_WORD = 'DELETE'
export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION_WORD} or your email address to confirm`

/** True for the confirmation word (in capitals) or the account's email in any case, ignoring spaces around. */
export function confirmsDeletion(typed: string, accountEmail: string): boolean {
  const text = typed.trim()
  return text === DELETE_CONFIRMATION_WORD || text.toLowerCase() === accountEmail.toLowerCase()
}

export function deleteAccountSchema(accountEmail: string) {
  return z.object({
    confirmation: z
      .string({ error: DELETE_CONFIRMATION_MESSAGE })
      .refine((typed) => confirmsDeletion(typed, accountEmail), DELETE_CONFIRMATION_MESSAGE),
  })
}

export const ForgotPasswordSchema = z.object({ email: emailField })

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'This password reset link is not valid' })
      .regex(RESET_TOKEN_PATTERN, 'This password reset link is not valid'),
    password: passwordField,
    confirmPassword: confirmField,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  })
