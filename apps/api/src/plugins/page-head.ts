// What a page's link shows when it is shared (Open Graph, and the card of
// chats and feeds): a page with a preview of its own gets its tags written into
// the HTML the server sends, since link previewers read the HTML and run no
// code. The tags are public facts of the page, the same for every visitor.

export interface PageHead {
  title: string;
  description: string;
  /** The page's own absolute address. */
  url: string;
  image: { url: string; width: number; height: number; alt: string };
  /** The page's language when it has an address per language, and those addresses (absolute). */
  language?: string;
  alternates?: readonly { language: string; url: string }[];
}

/** What a page's route says of its preview (apps/web/src/lib/page-requirement.ts, PageHeadText). */
export interface PageHeadText {
  title: string;
  description: string;
  language?: string;
  alternates?: readonly { language: string; path: string }[];
}

/** The site's own preview picture: the name on a clay court (apps/web/public/og-image.png). */
const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'Athens Tennis' };
const SITE_NAME = 'Athens Tennis';
/** Open Graph names a language with its territory. */
const OG_LOCALES: Record<string, string> = { el: 'el_GR', en: 'en_GB', fr: 'fr_FR', es: 'es_ES', it: 'it_IT' };

/** The preview of a page from what its route names, with the site's picture. */
export function pageHeadFromText(appUrl: string, path: string, text: PageHeadText): PageHead {
  const base = appUrl.replace(/\/$/, '');
  return {
    title: `${text.title} · ${SITE_NAME}`,
    description: text.description,
    url: `${base}${path}`,
    image: { ...SITE_IMAGE, url: `${base}${SITE_IMAGE.path}` },
    language: text.language,
    alternates: text.alternates?.map(({ language, path: other }) => ({ language, url: `${base}${other}` })),
  };
}

/** Finds the head of a page from its path, or null when the page has no preview of its own. */
export type PageHeadFinder = (path: string) => Promise<PageHead | null>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const attribute = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** The app's index.html with the page's title, description and Open Graph tags. */
export function withPageHead(template: string, head: PageHead): string {
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${attribute(String(content))}" />`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.language ? [meta('property', 'og:locale', OG_LOCALES[head.language] ?? head.language)] : []),
    ...(head.alternates ?? []).map(
      ({ language, url }) => `<link rel="alternate" hreflang="${attribute(language)}" href="${attribute(url)}" />`,
    ),
  ].join('');
  const language = head.language ? attribute(head.language) : null;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => '')
    .replace(/<html lang="[^"]*"/, (tag) => (language ? `<html lang="${language}"` : tag))
    .replace('</head>', () => `${meta('name', 'description', head.description)}${tags}</head>`);
}
