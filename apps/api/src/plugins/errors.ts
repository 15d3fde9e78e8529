import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Env } from '../config/env.js';
import { HttpError, MESSAGES } from '../lib/http-error.js';

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
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        (errors[field] ??= []).push(issue.message ?? MESSAGES.badRequest);
      }
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
