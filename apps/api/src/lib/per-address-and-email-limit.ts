import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountKey } from './account-key.js';
import { clientNetwork } from './client-network.js';
import { HttpError, MESSAGES } from './http-error.js';

/**
 * A second limit of a route, keyed by the client address and the email the
 * body names. It caps how often one address can make the platform act on one
 * account (mail it, say) without letting anyone elsewhere block the owner:
 * their own address counts apart.
 */
export function perAddressAndEmailLimit(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: string },
) {
  const check = app.createRateLimit({
    ...options,
    keyGenerator: (request: FastifyRequest) =>
      `${name}|${clientNetwork(request.ip)}|${accountKey((request.body as { email?: unknown } | undefined)?.email)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, MESSAGES.tooMany);
  };
}
