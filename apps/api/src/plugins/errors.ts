import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Env } from '../config/env.js';
import { HttpError, MESSAGES } from '../lib/http-error.js';
import { REQUEST_ID_HEADER } from '../logging/request-id.js';

type ErrorBody = { message: string; errors?: Record<string, string[]>; [debug: string]: unknown };

/** Deadlock (40P01) or serialization failure (40001), directly or as a driver error's cause. */
function isConcurrencyConflict(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
  return code === '40P01' || code === '40001';
}

/** Field name of a validation issue: `/players/0/name` → `players.0.name`. */
function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function debugDetails(error: Error): Record<string, unknown> {
  const frame = /\((.*):(\d+):\d+\)/.exec(error.stack?.split('\n')[1] ?? '');
  return {
    exception: error.name,
    file: frame?.[1],
    line: frame ? Number(frame[2]) : undefined,
    trace: error.stack
      ?.split('\n')
      .slice(1)
      .map((l) => l.trim()),
  };
}

/**
 * One place decides how a failure looks to the client: 422 with Greek field
 * messages for bad input, the HttpError's own status for refusals, and a
 * generic 500 with an id (the details only in dev, never a stack trace in live).
 */
export function registerErrorHandling(app: FastifyInstance, env: Env): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A Map, not an object: a field may be named `toString` or `__proto__` by the client.
      const byField = new Map<string, string[]>();
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        byField.set(field, [...(byField.get(field) ?? []), issue.message ?? MESSAGES.badRequest]);
      }
      const errors: Record<string, string[]> = Object.fromEntries(byField);
      const first = Object.values(errors)[0]?.[0] ?? MESSAGES.badRequest;
      return reply.code(422).send({ message: first, errors } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (isConcurrencyConflict(error)) {
      // The database aborted one of two colliding transactions: nothing of it was
      // written, and trying again is safe, so this is a 409, not a server fault.
      return reply.code(409).send({ message: MESSAGES.concurrentChange });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: MESSAGES.tooMany });
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.code(413).send({ message: MESSAGES.tooLarge });
    if (status === 415) return reply.code(415).send({ message: MESSAGES.unsupported });
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status === 400 ? 400 : status).send({ message: MESSAGES.badRequest });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'request failed');
    const body: ErrorBody = { message: MESSAGES.serverError, errorId };
    if (env.APP_ENV === 'dev') Object.assign(body, { status: 500 }, debugDetails(error));
    return reply.code(500).send(body);
  });
}

/**
 * Refusals Fastify makes before any route runs, in the same shape as every
 * other answer and without repeating the client's URL back: a path with bad
 * percent-encoding (FST_ERR_BAD_URL) is a 400, a path parameter over the
 * router's length limit a 414.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs before these refusals: the request id is set here.
  void reply.header(REQUEST_ID_HEADER, request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send({ message: MESSAGES.urlTooLong });
  else void reply.code(400).send({ message: MESSAGES.badRequest });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers over
 * the size limit (431) and malformed requests (400). Written to the socket
 * directly, as Node does, in the documented `{ message }` shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MESSAGES.badRequest]
        : [400, 'Bad Request', MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
