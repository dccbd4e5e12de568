import { problemsLabel, sheetHref, type SheetCompany } from '~/components/search-sheet/company-card'
import { FAVORITE_TOGGLE_FORM } from '~/components/search-sheet/favorite-forms'
import { LOGO_PIXELS, logoUrl, monogramLetter, monogramSlot } from '~/domain/company-logo'
import { companyAnchor } from '~/domain/favorites'
import { escapeHtml } from '~/domain/html-text'

/*
 * The company search's cards, written as HTML text for a document's server render, as a sheet's rows are
 * (docs/decisions/0036-table-rows-written-as-text-on-the-server.md): eighteen cards (659 with ?all=1) were
 * most of the page's server time beyond the site's chrome. The markup is CompanyGridItem's own, byte for
 * byte (company-cards-html.server.test.tsx renders both and compares); the browser hydrates it with those
 * components, which draw every later change (a search as you type, a star).
 */

/** The monogram colours company-logo.css defines (CompanyLogo's MONOGRAM_TONES). */
const MONOGRAM_TONES = 8

export interface CompanyCardsContext {
  /** The slugs of the companies whose star is on: the account's favourites, as the first render has them. */
  favoriteSlugs: ReadonlySet<string>
  logoToken: string | null
  /** Whether demo companies' cards say so (the page mixes demo and imported lists). */
  markDemo: boolean
}

/** The grid's items, as CompanyGridItem draws them (company-card.tsx, company-logo.tsx, favorite-forms.tsx). */
export function companyCardsHtml(companies: readonly SheetCompany[], context: CompanyCardsContext): string {
  let html = ''
  for (const company of companies) {
    const name = escapeHtml(company.name)
    const favorite = context.favoriteSlugs.has(company.slug)
    html +=
      `<li id="${escapeHtml(companyAnchor(company.slug))}" class="scroll-mt-24"><article class="company-card">` +
      logo(company, context.logoToken) +
      `<div class="company-card-body"><h3 class="company-card-name"><a href="${escapeHtml(sheetHref(company))}" class="company-card-link">${name}</a></h3>` +
      `<p class="company-card-meta"><span>${problemsLabel(company.totalProblems)}</span>` +
      (context.markDemo && company.isDemo ? '<span class="company-card-demo">Demo data</span>' : '') +
      '</p></div>' +
      `<button type="submit" form="${FAVORITE_TOGGLE_FORM}" value="${escapeHtml(company.slug)}" aria-pressed="${favorite}" aria-label="Favorite ${name}" title="${favorite ? 'Remove from favorites' : 'Add to favorites'}" class="favorite-star" name="company"></button>` +
      '</article></li>'
  }
  return html
}

/** CompanyLogo at its default size: the monogram, under the logo's image when there is one. */
function logo(company: SheetCompany, logoToken: string | null): string {
  const src = logoUrl(company, logoToken)
  const letter = escapeHtml(monogramLetter(company.name))
  const image = src
    ? `<img src="${escapeHtml(src)}" alt="" width="${LOGO_PIXELS}" height="${LOGO_PIXELS}" loading="lazy" decoding="async" data-letter="${letter}"/>`
    : ''
  return `<span aria-hidden="true" data-letter="${letter}" data-tone="${monogramSlot(company.name, MONOGRAM_TONES)}" class="company-logo company-logo-md">${image}</span>`
}
