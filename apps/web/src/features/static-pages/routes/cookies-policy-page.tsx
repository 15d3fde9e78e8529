import { LegalDocument } from '../components/legal-document';

/** Lists the cookies the site really sets, in a table after the section that introduces them. */
export function CookiesPolicyPage() {
  return <LegalDocument textsKey="cookies" tableAfterSection="which" />;
}
