import type { FastifyRequest } from 'fastify';
import { ZId } from '@tennis/contracts';
import { fieldError } from './http-error.js';

/**
 * A path id read in a preValidation hook, before the route's schema has
 * checked it (uploads authorize before a byte of a file is read): the id when
 * well-formed, else the 422 on that field that validation would answer.
 */
export function idBeforeValidation(request: FastifyRequest, name = 'id'): number {
  const parsed = ZId.safeParse((request.params as Record<string, unknown>)[name]);
  if (!parsed.success) throw fieldError(name, parsed.error.issues[0]?.message ?? '');
  return parsed.data;
}
