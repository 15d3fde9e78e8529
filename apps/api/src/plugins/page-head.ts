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
  ].join('');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `${tags}</head>`);
}
