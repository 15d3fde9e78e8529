import { and, eq, ne, sql } from 'drizzle-orm';
import { managesHost } from '../auth/backoffice-policy.js';
import type { Actor } from '../auth/policy.js';
import type { DbOrTx } from '../db/client.js';
import { championships, matches, tournaments } from '../db/schema/index.js';
import { visibleFriendliesOf } from '../friendly-matches/friendly-access.js';
import { HttpError } from '../lib/http-error.js';
import type { MatchRow } from '../matches/present-match.js';

/**
 * Whether the viewer may see this match: a championship's or tournament's
 * once it is out of draft (its organiser's back office always); a friendly
 * only as the friendly lists show it (decision 027: its players, the back
 * office that may see it).
 */
export async function mayReadMatch(db: DbOrTx, actor: Actor, row: MatchRow): Promise<boolean> {
  if (row.kind === 'friendly') {
    if (actor.user === null) return false;
    // A user with no player of their own plays in no friendly (403 for the lists, no here).
    const visible = await visibleFriendliesOf(db, actor.user).catch((error: unknown) => {
      if (error instanceof HttpError) return null;
      throw error;
    });
    if (visible === null) return false;
    const [found] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.id, row.id), visible));
    return found !== undefined;
  }
  if (managesHost(actor.user, row.hostId)) return true;
  const published =
    row.tournamentId !== null
      ? db
          .select({ yes: sql`1` })
          .from(tournaments)
          .where(and(eq(tournaments.id, row.tournamentId), ne(tournaments.state, 'draft')))
      : row.championshipId !== null
        ? db
            .select({ yes: sql`1` })
            .from(championships)
            .where(and(eq(championships.id, row.championshipId), ne(championships.state, 'draft')))
        : null;
  return published !== null && (await published).length > 0;
}
