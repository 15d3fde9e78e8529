import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// One id per request, from the proxy to the answer: nginx sends its
// $request_id as X-Request-Id, every log line of the request carries it as
// `reqId`, and the answer sends it back, so a user's report, the proxy's
// access log and the API's log name the same request.

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id given by the client may look like. Anything else (too long,
 * spaces, quotes, line breaks) could forge or break a log line, and a client
 * picking a huge id could bloat every one: it gets a new id instead.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the incoming X-Request-Id when sane, else a new random UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer carries its id; on request, so that refusals and errors carry it too. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
