import { MAIN_HOST_ID } from '@tennis/contracts';
import type { Actor } from '../auth/policy.js';
import { isGod } from '../auth/policy.js';
import { isAdmin, worksForHost } from '../auth/backoffice-policy.js';

// Who sees what of a player's profile (spec 3 §2 Clients, §6). Everyone sees
// the public profile; the rest is for fewer people, and a viewer who is not
// entitled is told nothing about it (no 403: the field is simply absent).

type PlayerOwner = { userId: number | null };

/** The viewer is the player: their own profile, friendlies and wallet. */
export const isSelf = (actor: Actor, player: PlayerOwner): boolean =>
  actor.user !== null && player.userId !== null && player.userId === actor.user.id;

/** The wallet: the player themself, host 1's back office and god mode ("wallet links … only for host id 1 or god mode"). */
export const canSeeWallet = (actor: Actor, player: PlayerOwner): boolean =>
  isSelf(actor, player) || isGod(actor.user, actor.env) || worksForHost(actor.user, MAIN_HOST_ID);

/** Phone and e-mail: the player themself and the administrators, who edit them on /players/{id}/edit. */
export const canSeeContact = (actor: Actor, player: PlayerOwner): boolean =>
  isSelf(actor, player) || isAdmin(actor.user) || isGod(actor.user, actor.env);
