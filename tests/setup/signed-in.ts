import { problems, users } from '#db/schema'
import { getDb } from '~/server/db.server'
import { createUserSession } from '~/server/session.server'

/**
 * A new user in the unit tests' database with a session, as a sign-in leaves one: the user's id and the
 * Cookie header value that carries the session, for calling loaders and actions directly.
 */
export async function signedInUser(): Promise<{ id: string; cookie: string }> {
  const id = crypto.randomUUID()
  getDb()
    .insert(users)
    .values({ id, name: 'Ada', email: `${id}@example.com` })
    .run()
  const setCookie = await createUserSession(new Request('http://localhost/login'), id)
  return { id, cookie: setCookie.split(';')[0]! }
}

/**
 * A signed-in user and a problem only their test uses (its slug is made from the user's id), so tests
 * sharing the database never see each other's marks, notes or reviews on it.
 */
export async function signedInUserWithProblem() {
  const user = await signedInUser()
  const titleSlug = `p-${user.id}`
  const [problem] = getDb()
    .insert(problems)
    .values({ titleSlug, title: `Problem ${user.id}`, difficulty: 2 })
    .returning({ id: problems.id })
    .all()
  return { user, titleSlug, problemId: problem!.id }
}
