import type { FastifyRequest } from 'fastify';
import { MAIN_HOST_ID } from '@tennis/contracts';
import { worksForHost } from '../../auth/backoffice-policy.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { actorOf, isGod, requireUser, type Actor } from '../../auth/policy.js';
import { forbidden } from '../../lib/http-error.js';

// Who may do what with a wallet (spec 3 §6, decision 023). The wallet belongs
// to the main organiser's relationship with the player: host 1's back office
// (host and employees) and the god user manage every wallet; a player reads
// their own; nobody else sees one. Routes and presenters ask `canOnWallet`,
// so the rule is written once.

export type WalletAction = 'wallet.read' | 'wallet.manage' | 'wallet.rollback';

export interface WalletResource {
  /** The account of the wallet's player, when the player has one. */
  ownerUserId?: number | null;
  /** The back-office user who made the transaction (for a rollback). */
  agentUserId?: number | null;
}

const managesWallets = ({ user, env }: Actor): boolean =>
  user !== null && (isGod(user, env) || worksForHost(user, MAIN_HOST_ID));

export function canOnWallet(actor: Actor, action: WalletAction, resource: WalletResource = {}): boolean {
  const { user } = actor;
  if (user === null) return false;
  switch (action) {
    case 'wallet.manage':
      return managesWallets(actor);
    case 'wallet.read':
      return managesWallets(actor) || (resource.ownerUserId != null && resource.ownerUserId === user.id);
    case 'wallet.rollback':
      // Only the agent who made a transaction reverses it: a mistake is corrected by whoever made it.
      return managesWallets(actor) && resource.agentUserId != null && resource.agentUserId === user.id;
  }
}

/** 401 for a guest, 403 unless the user manages wallets (host 1's back office, god). */
export function requireWalletManager(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!canOnWallet(actorOf(request), 'wallet.manage')) throw forbidden();
  return user;
}
