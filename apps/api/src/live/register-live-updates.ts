import type { FastifyInstance } from 'fastify';
import { distrustCachedStandings } from '../championships/standings/standings-cache.js';
import { publicDrawCache } from '../tournaments/draws/public-draw-cache.js';
import { publicOrderOfPlayCache } from '../tournaments/draws/public-order-of-play-cache.js';
import { eventStreams, type EventStreams } from './event-stream.js';
import { liveVersions } from './live-versions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Server-Sent Events streams of the public pages, over one version poll per process (decision 032). */
    liveUpdates: EventStreams;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerLiveUpdates(app: FastifyInstance): void {
  // A page refetches as soon as it hears of a change: the caches of this process must ask for the
  // version again rather than answer with the one they trust for up to a second (decision 014).
  const versions = liveVersions(app.db, {
    async moved(kinds) {
      // The pages open on a tournament refetch together when told: their answers are made first.
      if (kinds.has('tournament'))
        await Promise.all([publicDrawCache.warm(app.db), publicOrderOfPlayCache.warm(app.db)]);
      if (kinds.has('standings')) distrustCachedStandings();
    },
  });
  const streams = eventStreams(versions);
  app.decorate('liveUpdates', streams);
  // A change this process committed is told to its pages now, not at the next tick.
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) void versions.poll();
  });
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    streams.endAll();
    versions.close();
  });
}
