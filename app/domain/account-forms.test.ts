import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  changePasswordSchema,
  confirmsDeletion,
  deleteAccountSchema,
  DELETE_CONFIRMATION_MESSAGE,
  ForgotPasswordSchema,
  LEETCODE_USERNAME_MESSAGE,
  leetcodeUsernameFrom,
  PASSWORDS_DIFFER_MESSAGE,
  INTERVIEW_MODE_MESSAGE,
  ResetPasswordSchema,
  SettingsFormSchema,
  SettingsSchema,
} from './account-forms'

/** Parses as the forms do: through Conform, which turns empty inputs into undefined first. */
function parse(schema: z.ZodType, fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  const submission = parseWithZod(formData, { schema })
  return submission.status === 'success'
    ? { status: 'success' as const, value: submission.value as Record<string, unknown>, error: undefined }
    : { status: 'error' as const, value: undefined, error: submission.error }
}

describe('leetcodeUsernameFrom', () => {
  it.each([
    ['neal_wu', 'neal_wu'],
    ['  @neal_wu ', 'neal_wu'],
    ['https://leetcode.com/u/neal_wu/', 'neal_wu'],
    ['leetcode.com/u/neal_wu', 'neal_wu'],
    ['https://www.leetcode.com/neal_wu', 'neal_wu'],
    ['https://leetcode.cn/u/lee215/?tab=solutions', 'lee215'],
  ])('reads %j as %j', (input, expected) => {
    expect(leetcodeUsernameFrom(input)).toBe(expected)
  })

  it('leaves other sites alone, for the pattern to refuse', () => {
    expect(leetcodeUsernameFrom('https://github.com/u/neal_wu')).toBe('https://github.com/u/neal_wu')
  })
})

describe('SettingsSchema', () => {
  it('trims the name and stores blank optional fields as null', () => {
    const submission = parse(SettingsSchema, {
      name: '  Ada Lovelace ',
      leetcodeUsername: '   ',
      institution: '',
    })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Ada Lovelace',
      leetcodeUsername: null,
      institution: null,
    })
  })

  it('takes the username out of a pasted profile link', () => {
    const submission = parse(SettingsSchema, {
      name: 'Ada',
      leetcodeUsername: 'https://leetcode.com/u/ada-l/',
      institution: ' ETH Zürich ',
    })
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Ada',
      leetcodeUsername: 'ada-l',
      institution: 'ETH Zürich',
    })
  })

  it('gives one clear message per bad field', () => {
    const submission = parse(SettingsSchema, {
      name: 'A',
      leetcodeUsername: 'not a name!',
      institution: 'x'.repeat(121),
    })
    expect(submission.status).toBe('error')
    expect(submission.error).toEqual({
      name: ['Minimum 2 characters'],
      leetcodeUsername: [LEETCODE_USERNAME_MESSAGE],
      institution: ['Maximum 120 characters'],
    })
  })

  it('requires a name', () => {
    expect(parse(SettingsSchema, {}).error).toEqual({ name: ['Name is required'] })
  })
})

describe('SettingsFormSchema: interview mode', () => {
  const fields = { name: 'Ada', timeZone: 'Europe/London' }

  it('is on when the checkbox is ticked (a checkbox posts `on`)', () => {
    const submission = parse(SettingsFormSchema, { ...fields, interviewMode: 'on' })
    expect(submission.value).toMatchObject({ interviewMode: true, timeZone: 'Europe/London' })
  })

  it('is off when the checkbox is not ticked (a checkbox then posts nothing)', () => {
    expect(parse(SettingsFormSchema, fields).value).toMatchObject({ interviewMode: false })
  })

  it('refuses any other value with a clear message', () => {
    const submission = parse(SettingsFormSchema, { ...fields, interviewMode: 'yes' })
    expect(submission.error).toEqual({ interviewMode: [INTERVIEW_MODE_MESSAGE] })
  })
})

describe('changePasswordSchema', () => {
  it('asks for the current password when the account has one', () => {
    const submission = parse(changePasswordSchema({ hasPassword: true }), {
      newPassword: 'secret99',
      confirmPassword: 'secret99',
    })
    expect(submission.error).toEqual({ currentPassword: ['Enter your current password'] })
  })

  it('does not ask for one when the account has none', () => {
    const submission = parse(changePasswordSchema({ hasPassword: false }), {
      newPassword: 'secret99',
      confirmPassword: 'secret99',
    })
    expect(submission.status).toBe('success')
  })

  it('applies the password rules and checks the repeat', () => {
    const schema = changePasswordSchema({ hasPassword: true })
    expect(
      parse(schema, { currentPassword: 'old-one', newPassword: '123', confirmPassword: '123' }).error,
    ).toEqual({
      newPassword: ['Minimum 6 characters'],
    })
    expect(
      parse(schema, { currentPassword: 'old-one', newPassword: 'secret99', confirmPassword: 'secret98' })
        .error,
    ).toEqual({
      confirmPassword: [PASSWORDS_DIFFER_MESSAGE],
    })
  })
})

describe('deleting an account', () => {
  it('is confirmed by DELETE in capitals or by the account email in any case', () => {
    expect(confirmsDeletion('DELETE', 'ada@example.com')).toBe(true)
    expect(confirmsDeletion(' Ada@Example.com ', 'ada@example.com')).toBe(true)
    expect(confirmsDeletion('delete', 'ada@example.com')).toBe(false)
    expect(confirmsDeletion('bob@example.com', 'ada@example.com')).toBe(false)
    expect(confirmsDeletion('', 'ada@example.com')).toBe(false)
  })

  it('refuses anything else with one message', () => {
    const schema = deleteAccountSchema('ada@example.com')
    expect(parse(schema, {}).error).toEqual({ confirmation: [DELETE_CONFIRMATION_MESSAGE] })
    expect(parse(schema, { confirmation: 'yes' }).error).toEqual({
      confirmation: [DELETE_CONFIRMATION_MESSAGE],
    })
    expect(parse(schema, { confirmation: 'DELETE' }).status).toBe('success')
  })
})

describe('password reset forms', () => {
  it('asks for an address that looks like one', () => {
    expect(parse(ForgotPasswordSchema, { email: 'nope' }).error).toEqual({ email: ['Invalid email address'] })
    const ok = parse(ForgotPasswordSchema, { email: ' Ada@Example.COM ' })
    expect(ok.value?.email).toBe('ada@example.com')
  })

  it('refuses a malformed token and mismatched passwords', () => {
    const token = 'a'.repeat(43)
    expect(
      parse(ResetPasswordSchema, { token: 'short', password: 'secret99', confirmPassword: 'secret99' }).error,
    ).toEqual({
      token: ['This password reset link is not valid'],
    })
    expect(
      parse(ResetPasswordSchema, { token, password: 'secret99', confirmPassword: 'other99' }).error,
    ).toEqual({
      confirmPassword: [PASSWORDS_DIFFER_MESSAGE],
    })
    expect(
      parse(ResetPasswordSchema, { token, password: 'secret99', confirmPassword: 'secret99' }).status,
    ).toBe('success')
  })
})
