import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '../lib/http-error.js';

export function defaultWebDist(): string {
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../web/dist');
}

/**
 * Serves the built React app: files as they are (hashed assets cached for a
 * year), and index.html for every other GET that is not an API call, so the
 * client router can take it.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(resolve(webDist, 'index.html'));
  // The build keeps source maps for tracing errors; live never hands them to visitors.
  const servesSourceMaps = app.env.APP_ENV !== 'live';
  if (!built) app.log.warn({ webDist }, 'web app not built: only the API is served');
  else
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      allowedPath: (path) => servesSourceMaps || !path.endsWith('.map'),
      setHeaders: (reply, path) => {
        if (path.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
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
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
