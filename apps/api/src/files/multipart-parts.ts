import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../lib/http-error.js';

/**
 * The parts of a multipart request, for every route that reads uploads. A
 * body the multipart parser cannot read (no boundary, a broken part header,
 * an early end) is the client's mistake: a 400 in the documented shape, never
 * a 500. The parser's own refusals (too many parts or files) keep their status.
 */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, MESSAGES.badRequest);
  }
}
