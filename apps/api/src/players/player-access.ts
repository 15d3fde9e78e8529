import { GOD_PLAYER_PROTECTED, MAIN_HOST_ID } from '@tennis/contracts';
import { isAdmin, worksForHost } from '../auth/backoffice-policy.js';
import { isGod, type Actor } from '../auth/policy.js';
import { canOnWallet } from './wallet/wallet-access.js';
import { HttpError, MESSAGES, unauthenticated } from '../lib/http-error.js';

// Who sees and does what with a player (spec 3 §2 Players and Clients, §6).
//
// The profile: everyone sees the public part; the rest is for fewer people,
// and a viewer who is not entitled is told nothing about it (no 403: the
// field is simply absent).
//
// The back office: the /players list, the edit form, linking an account and
// the annihilation are an admin's (god mode is an admin too). A player is one
// person's one profile, shared by every host (decision 017), so no host
// manages players here: a host changes a player it alone has through its
// client register. The god user's own player is the god user's business, as
// the god account is: an admin who could relink it or change its e-mail could
// take it over.

/** The player as the policy needs it: whose account it is linked to. */
export type PlayerOwner = { userId: number | null };

/** The viewer is the player: their own profile, friendlies and wallet. */
export const isSelf = (actor: Actor, player: PlayerOwner): boolean =>
  actor.user !== null && player.userId !== null && player.userId === actor.user.id;

/** The wallet: the player themself, host 1's back office and god mode ("wallet links … only for host id 1 or god mode"). */
export const canSeeWallet = (actor: Actor, player: PlayerOwner): boolean =>
  canOnWallet(actor, 'wallet.read', { ownerUserId: player.userId });

/** Phone and e-mail: the player themself and the administrators, who edit them on /players/{id}/edit. */
export const canSeeContact = (actor: Actor, player: PlayerOwner): boolean =>
  isSelf(actor, player) || isAdmin(actor.user) || isGod(actor.user, actor.env);

export type PlayerAdminAction = 'players.list' | 'players.update' | 'players.link' | 'players.annihilate';

/** Yes, no (403), or no with the reason the client is told. */
export type PlayerVerdict = boolean | string;

const isGodsPlayer = (actor: Actor, player: PlayerOwner) =>
  player.userId !== null && player.userId === actor.env.GOD_USER_ID;

export function canAdministerPlayers(actor: Actor, action: PlayerAdminAction, player?: PlayerOwner): PlayerVerdict {
  if (!isAdmin(actor.user)) return false;
  if (action === 'players.list' || player === undefined) return true;
  if (isGodsPlayer(actor, player) && !isGod(actor.user, actor.env)) return GOD_PLAYER_PROTECTED;
  return true;
}

/** Whether this account may be linked to a player by this actor: nobody but god links a player to the god account. */
export const mayLinkAccount = (actor: Actor, userId: number): PlayerVerdict =>
  userId === actor.env.GOD_USER_ID && !isGod(actor.user, actor.env) ? GOD_PLAYER_PROTECTED : true;

/**
 * A player's profile picture (spec 3 §6): the player themself, any player for
 * god mode and for the main organiser's back office (host 1), and the admins
 * who manage players on /players.
 */
export function canManagePicture(actor: Actor, player: PlayerOwner): PlayerVerdict {
  const { user } = actor;
  if (user === null) return false;
  if (player.userId !== null && player.userId === user.id) return true;
  if (isGod(user, actor.env) || worksForHost(user, MAIN_HOST_ID)) return true;
  return canAdministerPlayers(actor, 'players.update', player);
}

/** 401 for a guest, 403 (with the reason when there is one) when the verdict is no. */
export function assertPlayerVerdict(actor: Actor, verdict: PlayerVerdict): void {
  if (actor.user === null) throw unauthenticated();
  if (verdict === true) return;
  throw new HttpError(403, typeof verdict === 'string' ? verdict : MESSAGES.forbidden);
}
