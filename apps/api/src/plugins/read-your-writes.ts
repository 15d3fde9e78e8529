import type { FastifyInstance } from 'fastify';
import { headToHeadCache } from '../players/head-to-head-cache.js';
import { publicPlayerCache } from '../players/public-player-cache.js';
import { liveSearchIndex } from '../search/live-search-index.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whoever changes something reads it next: after a change this process
 * answers, its next search reads the change log (live-search-index.ts) and its
 * next public profile and head-to-head ask for the players' versions (public-player-cache.ts, head-to-head-cache.ts)
 * before answering, instead of trusting what they read up to a second ago.
 * Noted before the answer leaves, so the follow-up request cannot overtake it.
 */
export function registerReadYourWrites(app: FastifyInstance): void {
  const index = liveSearchIndex(app.db);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400) {
      index.noteWrite();
      publicPlayerCache.distrust();
      headToHeadCache.distrust();
    }
    return payload;
  });
}
