import type { FastifyRequest } from 'fastify';
import { MAIN_HOST_ID } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { managesHost } from '../../auth/backoffice-policy.js';
import { requireUser } from '../../auth/policy.js';
import { forbidden } from '../../lib/http-error.js';

/**
 * The Hall of Fame is the main organiser's league's page (the championship
 * skin): its back office writes the earlier seasons' champions and their
 * photos, as it replaces the knockouts images; admins run every host's.
 * Another host's staff must not change host 1's public page.
 */
export const canEditHallOfFame = (user: AuthUser | null): boolean => managesHost(user, MAIN_HOST_ID);

/** 401 for a guest, 403 for anyone the rule above leaves out. */
export function requireHallOfFameEditor(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!canEditHallOfFame(user)) throw forbidden();
  return user;
}
