import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { achievementShareHead } from '../achievements/achievement-share-head.js';
import { MESSAGES } from '../lib/http-error.js';
import { championshipLandingHead, tournamentLandingHead } from './landing-page-heads.js';
import { pageHeadFromText, withPageHead, type PageHeadFinder, type PageHeadText } from './page-head.js';
import { replyWithRenderedPage, type PageRenderer } from './web-render.js';

export function defaultWebDist(): string {
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../web/dist');
}

/**
 * Everything under assets/ carries its content's hash in its name, so a
 * browser may keep it for good. The rest (index.html, the favicon) keeps its
 * name across releases: the browser revalidates it (ETag, Last-Modified)
 * before each use, so a release reaches every visitor at once.
 */
const cacheControlFor = (root: string) => {
  const hashed = resolve(root, 'assets') + sep;
  return (path: string) => (path.startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * What the API asks of the web app's server build (apps/web/src/entry-server.tsx):
 * which paths are pages, and, when it can, to draw the public ones (decision 021).
 */
type WebServerEntry = {
  isKnownPage: (pathname: string) => boolean;
  pageHeadOf?: (pathname: string) => PageHeadText | null;
} & Partial<PageRenderer>;

const rendererOf = (entry: WebServerEntry | null): PageRenderer | null =>
  entry?.isServerRenderedPage && entry.renderPage && entry.pageDocument ? (entry as PageRenderer) : null;

/**
 * The web app's server build, beside its browser build (dist-server next to
 * dist). Without it every page answers 200, as a client-only app would.
 */
async function loadServerEntry(app: FastifyInstance, root: string): Promise<WebServerEntry | null> {
  const file = resolve(root, '../dist-server/entry-server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'web server build missing: unknown pages answer 200');
    return null;
  }
  return (await import(pathToFileURL(file).href)) as WebServerEntry;
}

/**
 * Serves the built React app: its files, each as the brotli or gzip copy the
 * build wrote beside it when the browser accepts one, and index.html for every
 * other GET that is not an API call, so the client router can take it: 200
 * for one of the app's pages, 404 for any other path or a missing resource
 * (the app draws its not-found page). A guest's public page comes drawn, with
 * its data (decision 021).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  // Absolute, so the paths the files are served from compare with the assets folder's.
  const root = resolve(webDist);
  const built = existsSync(resolve(root, 'index.html'));
  // The build keeps source maps for tracing errors; live never hands them to visitors.
  const servesSourceMaps = app.env.APP_ENV !== 'live';
  const cacheControl = cacheControlFor(root);
  if (!built) app.log.warn({ webDist }, 'web app not built: only the API is served');
  const serverEntry = built ? await loadServerEntry(app, root) : null;
  const renderer = rendererOf(serverEntry);
  // Read once: the drawn pages, and the pages with a link preview, are built from it on every visit.
  const template = built ? readFileSync(resolve(root, 'index.html'), 'utf8') : '';
  // The pages whose shared links show a preview of their own.
  const pageHeads: PageHeadFinder[] = [
    achievementShareHead(app.db, app.env.APP_URL),
    tournamentLandingHead(app.db, app.env.APP_URL),
    championshipLandingHead(app.db, app.env.APP_URL),
    // Last: the title and description the page's route names, if it names them.
    async (path) => {
      const text = serverEntry?.pageHeadOf?.(path);
      return text ? pageHeadFromText(app.env.APP_URL, path, text) : null;
    },
  ];
  const pageHeadOf = async (path: string) => {
    for (const find of pageHeads) {
      const head = await find(path);
      if (head) return head;
    }
    return null;
  };
  if (built)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Compressed once by the build rather than on every request: brotli when the browser
      // accepts it, then gzip, then the file itself. Every answer varies on Accept-Encoding,
      // so a shared cache never hands one browser's encoding to another.
      preCompressed: true,
      // The copies are other encodings of their file, not files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Ours comes from setHeaders: the default (public, max-age=0) fits neither kind of file.
      cacheControl: false,
      allowedPath: (path) => servesSourceMaps || !path.endsWith('.map'),
      setHeaders: (reply, path) => reply.header('Cache-Control', cacheControl(path)),
    });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // GET routes of the API all live under /api or are registered routes
    // (/logout, /verify-email/…), so anything else unknown is a client-side page.
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!built || request.method !== 'GET' || isApi || /\.[a-z0-9]+$/i.test(path)) {
      // A fixed message: the path is the client's own text, not ours to repeat.
      return reply.code(404).send({ message: MESSAGES.routeNotFound });
    }
    const known = serverEntry?.isKnownPage(path) ?? true;
    if (known) app.siteVisits.record(request);
    const head = known ? await pageHeadOf(path) : null;
    const page = head ? withPageHead(template, head) : template;
    const rendered = known && renderer ? await replyWithRenderedPage(app, renderer, page, request, reply) : null;
    if (rendered === 'sent') return reply;
    const status = known && rendered !== 'not-found' ? 200 : 404;
    if (head && status === 200) {
      return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
    }
    return reply.code(status).sendFile('index.html');
  });
}
