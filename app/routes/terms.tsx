import { Link } from 'react-router'
import { LegalPage, SupportEmailLink, type LegalSection } from '~/components/legal/legal-page'
import { PRODUCT_NAME, pageTitle } from '~/domain/site'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Terms of Service') },
  {
    name: 'description',
    content: `The terms that apply when you use ${PRODUCT_NAME}: accounts, the free trial, premium access and what is not allowed.`,
  },
]

/** Premium features are free for this many days after sign-up (docs/product.md#terms-and-privacy). */
const FREE_TRIAL_DAYS = 7

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'use-of-the-platform',
    title: 'Use of the Platform',
    content: (
      <>
        <p>
          {PRODUCT_NAME} is a study aid for coding interviews. We grant you a personal, non-exclusive,
          non-transferable right to use the Platform for your own <strong>personal and non-commercial</strong>{' '}
          interview preparation: browsing company sheets, reading question insights and system-design notes,
          and using the tools we provide.
        </p>
        <p>
          Any other use needs our written permission first. That includes using the Platform or its content to
          run paid courses, coaching or recruiting services, or to build a product that competes with ours.
        </p>
        <p>
          Problem titles, statements and statistics that come from third-party practice sites belong to their
          owners. We link to those sites, but we are not affiliated with or endorsed by them, and your use of
          them is governed by their own terms.
        </p>
        <p>
          We work hard to keep the sheets and insights accurate, but they are provided as they are, for study.
          We cannot promise that a question will come up in a particular interview, or that the Platform will
          always be available or free of errors.
        </p>
      </>
    ),
  },
  {
    id: 'user-accounts',
    title: 'User Accounts',
    content: (
      <>
        <p>
          Some features are available only when you are signed in. You can create an account with an email
          address and password, or sign in with a <strong>valid Google account</strong> or a GitHub account
          that belongs to you. You must be at least 13 years old to create an account.
        </p>
        <ul>
          <li>Give accurate information when you register, and keep it up to date.</li>
          <li>
            Keep your password and your sign-in provider account secure. You are responsible for what happens
            under your account, so tell us straight away if you think someone else has used it.
          </li>
          <li>
            One person, one account. <strong>Do not create multiple accounts</strong> to get more than one
            free trial, to get around a limit, or to return after a suspension. We may merge or close accounts
            created for those purposes.
          </li>
          <li>Accounts are personal: do not share, sell or transfer yours.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'restrictions',
    title: 'Restrictions',
    content: (
      <>
        <p>To keep the Platform fair and working for everyone, you agree not to:</p>
        <ul>
          <li>
            <strong>resell</strong>, rent, sublicense or otherwise commercially redistribute the Platform,
            your access to it, or its content, including sheets, insights and notes;
          </li>
          <li>copy or republish substantial parts of the content, for example by downloading it in bulk;</li>
          <li>
            <strong>reverse-engineer</strong>, decompile or disassemble the Platform, or try to extract its
            source code or data, except where the law expressly allows it;
          </li>
          <li>
            use bots, scrapers, scripts or any other <strong>automation to bypass limits</strong>, including
            rate limits, usage caps, the free trial or premium access, or to collect data from the Platform;
          </li>
          <li>
            probe, test or break our security, overload our servers, or interfere with other people’s use of
            the Platform;
          </li>
          <li>use the Platform for anything unlawful, or in a way that infringes the rights of others.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'premium-access',
    title: 'Premium Access',
    content: (
      <>
        <p>
          Every new user gets a <strong>{FREE_TRIAL_DAYS}-day free trial</strong>, which starts when the
          account is created. During the trial you can use the whole Platform.
        </p>
        <p>
          When the trial ends, some features need <strong>premium access</strong>. Features that are free stay
          free. Before you buy premium access, the Platform shows which features it covers, its price and how
          long it lasts; those details form part of these Terms.
        </p>
        <p>
          The trial is offered once per person. Creating new accounts to restart it breaks section 2 and may
          lead to those accounts being closed.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <p>
          You may stop using the Platform at any time, and you can delete your account from your{' '}
          <Link to="/profile">profile</Link> or by writing to us.
        </p>
        <p>
          We may suspend or close your account if you break these Terms, if your use puts the Platform or
          other people at risk, or if the law requires it. Where it is reasonable, we will tell you why and
          give you a chance to put things right first. We may also stop offering the Platform altogether; if
          we do, we will give you notice in advance.
        </p>
        <p>
          When your account ends, so does your right to use the features that need one. Sections 3 and 6, and
          any other part of these Terms that by its nature should last, continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Modifications',
    content: (
      <>
        <p>
          The Platform keeps evolving, and we may add, change or remove features as it does. We may also
          update these Terms. When we do, we change the effective date at the top of this page, and for
          changes that matter to you we give notice in advance by email or on the Platform.
        </p>
        <p>
          If you keep using the Platform after a change takes effect, the updated Terms apply to you. If you
          do not agree with them, stop using the Platform and delete your account.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        If you have a question about these Terms, or want to report a breach of them, email us at{' '}
        <SupportEmailLink />.
      </p>
    ),
  },
]

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These Terms of Service (“Terms”) govern your use of {PRODUCT_NAME}, its website and every feature on
          it (the “Platform”). By creating an account or using the Platform you agree to them, so please read
          them carefully. If you do not agree, please do not use the Platform.
        </p>
      }
      sections={SECTIONS}
      related={{ to: '/privacy', label: 'Privacy Policy' }}
    />
  )
}
