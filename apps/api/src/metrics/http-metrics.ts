import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

export type HttpDuration = Histogram<'method' | 'route' | 'status_code'>;

/** Requests no route matched: one label for all of them, whatever URL a scanner tries. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * From a millisecond up: a cached public answer takes about one (the p99
 * target is 20 ms), an export or a draw's rebuild some seconds.
 */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createHttpDuration(registry: Registry): HttpDuration {
  return new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
}

/**
 * The route's pattern (`/api/players/:id`), never the URL: a label per URL
 * would grow without bound, a new series for every id and every probe.
 */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

/** Times every answer of `app` (refusals and unknown paths too) into the histogram. */
export function measureRequests(app: FastifyInstance, histogram: HttpDuration): void {
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
