import { redirect } from 'react-router'

/** The old company-tags search lives on as the insights finder (docs/product.md#routes). */
export function loader() {
  return redirect('/insights')
}

// A page route, not a resource route, so that a visitor's 401 is drawn as the login gate page.
export default function CompanyTags() {
  return null
}
