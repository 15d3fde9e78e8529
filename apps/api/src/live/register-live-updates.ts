import type { FastifyInstance } from 'fastify';
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
  const versions = liveVersions(app.db);
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
