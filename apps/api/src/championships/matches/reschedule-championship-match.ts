import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import type { MatchRow } from '../../matches/present-match.js';
import { scheduleMatch, type ScheduleChange } from '../../matches/schedule-match.js';
import { loadManagedChampionship } from './load-managed-championship.js';

/** Moves a match of this championship (404 for another's match, even one the user may manage); run in a transaction. */
export async function rescheduleChampionshipMatch(
  tx: Tx,
  championshipId: number,
  matchId: number,
  user: AuthUser,
  change: ScheduleChange,
): Promise<MatchRow> {
  const championship = await loadManagedChampionship(tx, championshipId, user);
  const owned = await tx.query.matches.findFirst({
    columns: { championshipId: true },
    where: (m, { eq }) => eq(m.id, matchId),
  });
  if (owned?.championshipId !== championship.id) throw notFound();
  return scheduleMatch(tx, matchId, user, change);
}
