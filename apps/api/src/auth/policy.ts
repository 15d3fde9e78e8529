import type { FastifyRequest } from 'fastify';
import { BACKOFFICE_ROLES, MAIN_HOST_ID, type TRole } from '@tennis/contracts';
import type { Env } from '../config/env.js';
import { HttpError, MESSAGES, forbidden, unauthenticated } from '../lib/http-error.js';
import type { AuthSession, AuthUser } from './auth-user.js';
import { worksForHost } from './backoffice-policy.js';

// Who may do what with accounts and sessions. Routes call the require*/authorize
// helpers; presenters call `can` to compute the UI's permission flags, so a
// rule is written once.

export const GOD_ONLY = 'Για να δείτε αυτή τη σελίδα θα πρέπει να έχετε ρόλο super-admin';

/** God mode: the signed-in user is the configured god user (not someone the god user is wearing). */
export const isGod = (user: AuthUser | null, env: Pick<Env, 'GOD_USER_ID'>): boolean =>
  user !== null && user.id === env.GOD_USER_ID;

/** Who is asking: the user, the session they asked through, and the configuration that names the god user. */
export interface Actor {
  user: AuthUser | null;
  session: AuthSession | null;
  env: Pick<Env, 'GOD_USER_ID'>;
}

export const actorOf = (request: FastifyRequest): Actor => ({
  user: request.user,
  session: request.session,
  env: request.server.env,
});

export type AccountAction =
  | 'account.view'
  | 'account.update'
  | 'account.claim-player'
  | 'account.delete'
  | 'self-transform'
  | 'self-transform.list'
  | 'self-transform.stop'
  | 'players.manage-any-profile-picture';

export interface AccountResource {
  /** The user a self-transform would wear. */
  targetUserId?: number;
}

export function can(actor: Actor, action: AccountAction, resource: AccountResource = {}): boolean {
  const { user, session, env } = actor;
  if (user === null) return false;
  switch (action) {
    case 'account.view':
    case 'account.update':
      return true;
    case 'account.claim-player':
      // Anyone can sign up with a player's address: only a verified one proves it is theirs.
      return user.emailVerified;
    case 'account.delete':
      // Not the god account, and not an account the god user is only wearing.
      return !isGod(user, env) && !session?.impersonatedBy;
    case 'self-transform':
      return isGod(user, env) && resource.targetUserId !== user.id;
    case 'self-transform.list':
      return isGod(user, env);
    case 'self-transform.stop':
      return Boolean(session?.impersonatedBy);
    case 'players.manage-any-profile-picture':
      return isGod(user, env) || worksForHost(user, MAIN_HOST_ID);
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The signed-in user when their role is one of `roles`; 401 for a guest, 403 otherwise. */
export function requireRole(request: FastifyRequest, roles: readonly TRole[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/** The signed-in back-office user: 401 for a guest, 403 for a player. */
export const requireBackoffice = (request: FastifyRequest): AuthUser => requireRole(request, BACKOFFICE_ROLES);

/** The god user, or 401/403 with the spec's super-admin message. */
export function requireGod(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isGod(user, request.server.env)) throw new HttpError(403, GOD_ONLY);
  return user;
}

/** 401 for a guest, 403 when the policy says no. */
export function authorize(
  request: FastifyRequest,
  action: AccountAction,
  resource?: AccountResource,
  message: string = MESSAGES.forbidden,
): AuthUser {
  const user = requireUser(request);
  if (!can(actorOf(request), action, resource)) throw new HttpError(403, message);
  return user;
}
