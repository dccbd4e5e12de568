import { listHref } from '~/domain/problem-lists'
import { getDb, type Db } from './db.server'
import { sqlStatement } from './prepared.server'

/** The user's plans for "Download my data": the company, the date, the hours and the list's address. */
export function exportInterviewPlans(userId: string, db: Db = getDb()) {
  const rows = sqlStatement(
    db,
    `SELECT c.name AS company, c.slug AS companySlug, ip.interview_date AS interviewDate,
       ip.hours_per_week AS hoursPerWeek, ip.list_id AS listId, ip.created_at AS createdAt,
       ip.updated_at AS updatedAt
     FROM interview_plans ip JOIN companies c ON c.id = ip.company_id
     WHERE ip.user_id = ? ORDER BY ip.interview_date, ip.id`,
  ).all(userId) as {
    company: string
    companySlug: string
    interviewDate: string
    hoursPerWeek: number
    listId: string
    createdAt: number
    updatedAt: number
  }[]
  return rows.map(({ listId, createdAt, updatedAt, ...plan }) => ({
    ...plan,
    list: listHref({ id: listId, slug: null }),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  }))
}
