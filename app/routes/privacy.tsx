import { Link } from 'react-router'
import { LegalPage, SupportEmailLink, type LegalSection } from '~/components/legal/legal-page'
import { PRODUCT_NAME, pageTitle } from '~/domain/site'
import type { Route } from './+types/privacy'

// Mounted at both /privacy and /privacy-policy (see routes.ts); both render this page.

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Privacy Policy') },
  {
    name: 'description',
    content: `What ${PRODUCT_NAME} collects, why, who it is shared with, the cookies it sets and the choices you have.`,
  },
]

const COOKIES = [
  {
    name: 'Sign-in session',
    purpose:
      'Keeps you signed in. It holds only a random session identifier; the session itself is on our server.',
    lifetime: '30 days, or until you log out',
  },
  {
    name: 'Banner dismissed',
    purpose: 'Remembers that you closed the “Try Out DSA Buddy” banner, so it stays closed.',
    lifetime: '1 year',
  },
  {
    name: 'Sidebar state',
    purpose: 'Remembers whether the system-design notes sidebar is open or collapsed.',
    lifetime: '7 days',
  },
  {
    name: 'Notification',
    purpose: 'Carries a one-time confirmation message (such as “Logged out successfully”) to the next page.',
    lifetime: 'Until that page is shown',
  },
] as const

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <p>We collect only what the Platform needs to work and to get better.</p>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your name and email address. If you register with a password, we
            store only a hash of it, never the password itself (see section 5).
          </li>
          <li>
            <strong>Practice-site username:</strong> your username on a coding-practice site such as LeetCode,
            if you add it to your profile.
          </li>
          <li>
            <strong>Institution:</strong> your school, university or employer, if you choose to add it. This
            is optional.
          </li>
          <li>
            <strong>What you create here:</strong> problems you mark as solved or to revisit, favourite
            companies, code you submit to the code analyzer, your study-buddy profile and requests, and
            feature requests.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address, if you subscribe.
          </li>
        </ul>
        <h3>Information from your sign-in provider</h3>
        <p>
          If you sign in with Google or GitHub, we record which <strong>sign-in provider</strong> you used and
          receive your name, email address and profile picture from it. We never see your password for that
          provider.
        </p>
        <h3>Usage data</h3>
        <p>
          When you use the Platform we collect <strong>usage data</strong>: the pages you visit, the features
          you use, your device type, and your browser and its version. Our servers also see the IP address of
          each request, which we use to block repeated failed sign-in attempts.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    content: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>
            create and run your account: sign you in, keep you signed in, and show your profile and progress;
          </li>
          <li>
            provide the features you use, such as matching you with study buddies from the profile you fill
            in, or analysing the code you submit;
          </li>
          <li>send the emails you ask for, such as the newsletter or a password-reset link;</li>
          <li>understand which features are used, fix problems and decide what to build next;</li>
          <li>
            keep the Platform safe and fair: prevent abuse, enforce rate limits and our{' '}
            <Link to="/terms">Terms of Service</Link>, including the one-trial-per-person rule.
          </li>
        </ul>
        <p>We do not use your information for any purpose that is not compatible with these.</p>
      </>
    ),
  },
  {
    id: 'data-sharing',
    title: 'Data Sharing',
    content: (
      <>
        <p>
          <strong>We do not sell your data</strong>, and we do not share it with anyone for their own
          marketing.
        </p>
        <p>
          We share the minimum data needed with the service providers that help us run the Platform, and only
          for that purpose:
        </p>
        <ul>
          <li>
            <strong>Analytics providers</strong> receive usage data, so that we can see how the Platform is
            used;
          </li>
          <li>
            <strong>Hosting providers</strong> run the servers and storage that hold the Platform and its
            database;
          </li>
          <li>
            <strong>Authentication providers</strong> (Google and GitHub) take part in signing you in when you
            choose them;
          </li>
          <li>
            <strong>Email delivery providers</strong> send the newsletter and account emails.
          </li>
        </ul>
        <p>
          If you create a study-buddy profile, other signed-in users can see the details you put in it. We may
          also disclose information when the law requires it, or when it is needed to protect the rights and
          safety of our users or the Platform.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <p>
          We use a small number of cookies. The ones we set ourselves only make the Platform work the way you
          expect:
        </p>
        <table className="[&_td]:align-top [&_th]:align-top">
          <caption className="sr-only">Cookies set by {PRODUCT_NAME}</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Why</th>
              <th scope="col" className="max-sm:hidden">
                How long
              </th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">{cookie.name}</th>
                <td>
                  {cookie.purpose}
                  {/* Narrow screens fold the third column into this one. */}
                  <span className="mt-1 block font-medium text-ink sm:hidden">
                    How long: {cookie.lifetime}
                  </span>
                </td>
                <td className="max-sm:hidden">{cookie.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          We may also use cookies or similar technologies for analytics, to understand how the Platform is
          used. You can block or delete cookies in your browser settings; the Platform still works without
          them, except that you cannot stay signed in without the session cookie.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention-and-security',
    title: 'Data Retention and Security',
    content: (
      <>
        <p>
          We keep your account data for as long as your account exists. When you delete your account, we
          delete your profile and everything linked to it: progress, favourites, code analyses, your
          study-buddy profile, sessions and sign-in connections. Feature requests you submitted stay on the
          public board but are no longer linked to you. If you unsubscribe from the newsletter, we keep your
          email address marked as unsubscribed, so that we do not write to you again.
        </p>
        <p>We protect your data with measures that include:</p>
        <ul>
          <li>
            passwords <strong>hashed with a memory-hard function</strong> (scrypt) and a unique salt, so a
            stolen database does not reveal them;
          </li>
          <li>
            <strong>sessions stored on our server</strong>: your cookie holds only a random identifier, a new
            one at every sign-in, and logging out deletes the session;
          </li>
          <li>encrypted connections (HTTPS) between your browser and the Platform.</li>
        </ul>
        <p>
          No system is perfectly secure. If a breach affects your data, we will tell you without undue delay.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights-and-choices',
    title: 'Your Rights and Choices',
    content: (
      <>
        <ul>
          <li>
            <strong>Update or delete your account</strong> at any time in your dashboard settings on your{' '}
            <Link to="/profile">profile</Link>, or by contacting support at <SupportEmailLink />.
          </li>
          <li>
            <strong>Leave the newsletter</strong> whenever you like through the unsubscribe link in every
            email.
          </li>
          <li>
            <strong>Control cookies</strong> in your browser settings (see section 4).
          </li>
        </ul>
        <p>
          Depending on where you live, you may also have the right to access a copy of your data, to correct
          it, to restrict or object to how we use it, and to receive it in a portable format. To use any of
          these rights, email us; we answer within one month. You also have the right to complain to your
          local data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: 'Children’s Privacy',
    content: (
      <p>
        The Platform is not meant for children under 13, and we do not knowingly collect personal information
        from them. Where local law sets a higher age for consenting to data processing, users under that age
        need a parent’s or guardian’s permission. If you believe a child has given us personal information,
        contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and Contact',
    content: (
      <>
        <p>
          We may update this policy as the Platform changes. When we do, we change the effective date at the
          top of this page; if a change affects how we use data you have already given us, we tell you by
          email or on the Platform before it takes effect.
        </p>
        <p>
          For any question about this policy or your data, email <SupportEmailLink />.
        </p>
      </>
    ),
  },
]

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information {PRODUCT_NAME} (“we”, “us”) collects when you use our website
          and its features (the “Platform”), how we use it, who we share it with and the choices you have.
        </p>
      }
      sections={SECTIONS}
      related={{ to: '/terms', label: 'Terms of Service' }}
    />
  )
}
