import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '../lib/http-error.js';

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
 * Serves the built React app: its files, each as the brotli or gzip copy the
 * build wrote beside it when the browser accepts one, and index.html for every
 * other GET that is not an API call, so the client router can take it.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  // Absolute, so the paths the files are served from compare with the assets folder's.
  const root = resolve(webDist);
  const built = existsSync(resolve(root, 'index.html'));
  // The build keeps source maps for tracing errors; live never hands them to visitors.
  const servesSourceMaps = app.env.APP_ENV !== 'live';
  const cacheControl = cacheControlFor(root);
  if (!built) app.log.warn({ webDist }, 'web app not built: only the API is served');
  else
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // GET routes of the API all live under /api or are registered routes
    // (/logout, /verify-email/…), so anything else unknown is a client-side page.
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!built || request.method !== 'GET' || isApi || /\.[a-z0-9]+$/i.test(path)) {
      // A fixed message: the path is the client's own text, not ours to repeat.
      return reply.code(404).send({ message: MESSAGES.routeNotFound });
    }
    return reply.sendFile('index.html');
  });
}
