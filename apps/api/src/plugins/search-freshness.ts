import type { FastifyInstance } from 'fastify';
import { liveSearchIndex } from '../search/live-search-index.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whoever saves a name searches for it next: after a change this process
 * answers, its next search reads the change log before answering
 * (live-search-index.ts). Noted before the answer leaves, so the follow-up
 * request cannot overtake it.
 */
export function registerSearchFreshness(app: FastifyInstance): void {
  const index = liveSearchIndex(app.db);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400) index.noteWrite();
    return payload;
  });
}
