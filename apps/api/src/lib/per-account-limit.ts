import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './http-error.js';

/**
 * A second limit keyed by the account alone. Route limits count per client
 * address, and an address is cheap to change (many clients, or a forwarded-for
 * header in front of a proxy that trusts it): this one caps how often one
 * email can be guessed at or mailed whatever the address.
 */
export function perAccountLimit(app: FastifyInstance, name: string, options: { max: number; timeWindow: string }) {
  const check = app.createRateLimit({
    ...options,
    keyGenerator: (request: FastifyRequest) =>
      `${name}|${String((request.body as { email?: unknown } | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, MESSAGES.tooMany);
  };
}
