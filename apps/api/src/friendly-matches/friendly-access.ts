import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { NO_PLAYER_PROFILE } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { isBackoffice, managedHostsOf, managesHost } from '../auth/backoffice-policy.js';
import type { DbOrTx } from '../db/client.js';
import { clubs, matches } from '../db/schema/index.js';
import { forbidden } from '../lib/http-error.js';
import type { MatchRow } from '../matches/present-match.js';
import { visibleMatchesOf } from '../players/player-match-scope.js';
import { findMyPlayer } from '../players/save-my-profile.js';

// Who sees which friendlies (decision 027): a player the ones they play in;
// the back office of an organiser the ones it scheduled or played at its
// clubs (the reach of the advanced statistics); an admin all of them.

/** The signed-in user's player, else 403 with the spec's "create your player profile" message. */
export async function requireMyPlayerId(db: DbOrTx, user: AuthUser): Promise<number> {
  const player = await findMyPlayer(db, user.id);
  if (!player) throw forbidden(NO_PLAYER_PROFILE);
  return player.id;
}

/** The WHERE part of the friendlies this user may list. */
export async function visibleFriendliesOf(db: DbOrTx, user: AuthUser): Promise<SQL> {
  const friendly = eq(matches.kind, 'friendly');
  const managed = managedHostsOf(user);
  if (managed.kind === 'all') return friendly;
  if (managed.kind === 'host') {
    const atItsClubs = db.select({ id: clubs.id }).from(clubs).where(eq(clubs.hostId, managed.hostId));
    return and(friendly, or(eq(matches.hostId, managed.hostId), inArray(matches.clubId, atItsClubs)))!;
  }
  if (isBackoffice(user)) return and(friendly, eq(matches.id, 0))!;
  return and(friendly, visibleMatchesOf(await requireMyPlayerId(db, user), true))!;
}

/** The submitter's notes: for the submitter and the back office that may see the match. */
export const maySeeNotes = (user: AuthUser, row: MatchRow): boolean =>
  row.createdByUserId === user.id || (isBackoffice(user) && (managesHost(user, row.hostId) || row.hostId === null));
