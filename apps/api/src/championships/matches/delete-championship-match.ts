import { eq } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { assertNotArchived, lockMatch } from '../../matches/lock-match.js';

/**
 * Deletes a scheduled championship match. A concluded one is refused (409):
 * its result is taken back first with a rollback, which recounts the
 * standings, so a deletion never has standings to repair and a result never
 * disappears without its own revision row.
 */
export async function deleteChampionshipMatch(
  tx: Tx,
  championshipId: number,
  matchId: number,
  user: AuthUser,
): Promise<void> {
  const locked = await lockMatch(tx, matchId, user);
  const { row } = locked;
  if (row.kind !== 'championship' || row.championshipId !== championshipId) throw notFound();
  assertNotArchived(locked);
  if (row.state === 'concluded') throw conflict(MATCH_MESSAGES.deleteConcluded);
  await tx.delete(matches).where(eq(matches.id, row.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: row.id,
    action: 'deleted',
    oldValues: {
      championshipId,
      homePlayer1Id: row.homePlayer1Id,
      awayPlayer1Id: row.awayPlayer1Id,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
    },
  });
}
