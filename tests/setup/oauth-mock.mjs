// Two sign-in providers for the end-to-end tests, on loopback: oauth2-mock-server plays the OAuth
// authorization server (PKCE checked) for both Google and GitHub, and a tiny server answers GitHub's
// /user and /user/emails. A test picks who signs in by adding `login_hint` (base64url JSON identity) to
// the authorization request; the code, then the access token, carry that identity to the profile calls.
import http from 'node:http'
import { OAuth2Server } from 'oauth2-mock-server'

function decodeIdentity(value) {
  try {
    return JSON.parse(Buffer.from(String(value), 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

function identityFromBearer(header) {
  const token = String(header ?? '').replace(/^Bearer /, '')
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).test_identity ?? null
  } catch {
    return null
  }
}

export async function startOAuthMocks({ oauthPort, githubPort }) {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  const identityByCode = new Map()

  server.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
    const cookie = /(?:^|;\s*)test_identity=([^;]+)/.exec(req.headers.cookie ?? '')?.[1]
    const identity = decodeIdentity(req.query.login_hint ?? cookie)
    if (identity) identityByCode.set(url.searchParams.get('code'), identity)
  })
  server.service.on('beforeTokenSigning', (token, req) => {
    const identity = identityByCode.get(req.body?.code)
    if (identity) token.payload.test_identity = identity
  })
  server.service.on('beforeUserinfo', (response, req) => {
    const identity = identityFromBearer(req.headers.authorization)
    if (!identity) return
    response.body = {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.verified ?? true,
      name: identity.name,
    }
  })
  await server.start(oauthPort, '127.0.0.1')

  const github = http.createServer((req, res) => {
    const identity = identityFromBearer(req.headers.authorization)
    res.setHeader('Content-Type', 'application/json')
    if (!identity) {
      res.statusCode = 401
      res.end(JSON.stringify({ message: 'Bad credentials' }))
    } else if (req.url === '/user') {
      res.end(
        JSON.stringify({
          id: Number(identity.sub) || identity.sub,
          login: identity.login ?? 'octocat',
          name: identity.name,
          avatar_url: null,
        }),
      )
    } else if (req.url === '/user/emails') {
      res.end(JSON.stringify([{ email: identity.email, primary: true, verified: identity.verified ?? true }]))
    } else {
      res.statusCode = 404
      res.end('{}')
    }
  })
  await new Promise((resolve) => github.listen(githubPort, '127.0.0.1', resolve))

  const oauthBase = `http://127.0.0.1:${oauthPort}`
  return {
    GOOGLE_CLIENT_ID: 'prepsharp-google-test',
    GOOGLE_CLIENT_SECRET: 'google-test-secret',
    GOOGLE_AUTHORIZATION_URL: `${oauthBase}/authorize`,
    GOOGLE_TOKEN_URL: `${oauthBase}/token`,
    GOOGLE_USERINFO_URL: `${oauthBase}/userinfo`,
    GITHUB_CLIENT_ID: 'prepsharp-github-test',
    GITHUB_CLIENT_SECRET: 'github-test-secret',
    GITHUB_AUTHORIZATION_URL: `${oauthBase}/authorize`,
    GITHUB_TOKEN_URL: `${oauthBase}/token`,
    GITHUB_API_URL: `http://127.0.0.1:${githubPort}`,
  }
}
