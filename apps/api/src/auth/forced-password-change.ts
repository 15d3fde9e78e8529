import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

export const CHANGE_PASSWORD_FIRST = 'Παρακαλούμε αλλάξτε τον κωδικό σας πριν συνεχίσετε';

/**
 * The calls a user flagged with forcePasswordChange may still make: read
 * themselves, change the password, leave; plus what the web app needs to draw
 * and report errors, and the god user's way back from a self-transform.
 */
const ALLOWED = new Set([
  '/api/user',
  '/change-password',
  '/logout',
  '/api/app-config',
  '/api/health',
  '/api/js-log',
  '/api/self-transform/stop',
]);

/** The top-level auth calls the spec names outside /api. */
const TOP_LEVEL_API = new Set([
  '/login',
  '/logout',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/change-password',
  '/delete-account',
  '/email/verification-notification',
  '/verify-email/:id/:hash',
  '/self-transform',
]);

const isApiRoute = (routeUrl: string): boolean => routeUrl.startsWith('/api/') || TOP_LEVEL_API.has(routeUrl);

/** 403 on every API call but the allowed ones while the user must change their password. */
export async function guardForcedPasswordChange(request: FastifyRequest): Promise<void> {
  if (!request.user?.forcePasswordChange) return;
  const route = request.routeOptions.url;
  if (route === undefined || !isApiRoute(route) || ALLOWED.has(route)) return;
  throw new HttpError(403, CHANGE_PASSWORD_FIRST);
}
