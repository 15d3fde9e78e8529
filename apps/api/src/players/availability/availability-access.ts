import { sql } from 'drizzle-orm';
import { isAdmin, isBackoffice } from '../../auth/backoffice-policy.js';
import { isGod, type Actor } from '../../auth/policy.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, unauthenticated } from '../../lib/http-error.js';
import { isSelf, type PlayerOwner } from '../player-access.js';

// Who sees a player's availability (spec 3 §6, decision 028). It is personal:
// the privacy notice promises it is not public. The player themself; the
// people who schedule their matches (an admin, god mode, the staff of a host
// with a championship the player entered); and the players of those same
// championships, who look for an opponent in it. Guests never: 401.
// Only the player themself adds and removes events: a back office that wants
// a time agrees it with the player and schedules the match.

/** Whether the signed-in user schedules this player's matches or plays in one of their championships. */
async function sharesAChampionship(db: DbOrTx, actor: Actor, playerId: number): Promise<boolean> {
  const user = actor.user!;
  const { rows } = isBackoffice(user)
    ? await db.execute<{ yes: boolean }>(sql`
        select exists (
          select 1 from championship_participations p join championships c on c.id = p.championship_id
          where p.player_id = ${playerId} and c.host_id = ${user.hostId ?? 0}) as yes`)
    : await db.execute<{ yes: boolean }>(sql`
        select exists (
          select 1 from championship_participations theirs
          join championship_participations mine on mine.championship_id = theirs.championship_id
          join players me on me.id = mine.player_id
          where theirs.player_id = ${playerId} and me.user_id = ${user.id}
            and theirs.state <> 'rejected' and mine.state <> 'rejected') as yes`);
  return rows[0]?.yes === true;
}

/** Whether the viewer may see the player's availability. */
export async function mayReadAvailability(db: DbOrTx, actor: Actor, player: { id: number } & PlayerOwner) {
  if (actor.user === null) return false;
  if (isSelf(actor, player) || isAdmin(actor.user) || isGod(actor.user, actor.env)) return true;
  return sharesAChampionship(db, actor, player.id);
}

/** 401 for a guest, 403 for a viewer with no part in the player's championships. */
export async function assertMayReadAvailability(db: DbOrTx, actor: Actor, player: { id: number } & PlayerOwner) {
  if (actor.user === null) throw unauthenticated();
  if (!(await mayReadAvailability(db, actor, player))) throw forbidden();
}

/** Adding and removing events: the player themself only (401 for a guest, 403 for anyone else). */
export function assertMayEditAvailability(actor: Actor, player: PlayerOwner): void {
  if (actor.user === null) throw unauthenticated();
  if (!isSelf(actor, player)) throw forbidden();
}
