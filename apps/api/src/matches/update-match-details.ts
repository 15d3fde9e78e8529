import { MATCH_MESSAGES } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Tx } from '../db/client.js';
import { recordRevision } from '../lib/record-revision.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from './lock-match.js';
import type { MatchRow } from './present-match.js';

/** Featured matches stand out in the order of play; the flag flips on each call. */
export async function toggleFeatured(
  tx: Tx,
  matchId: number,
  user: AuthUser,
): Promise<{ row: MatchRow; message: string }> {
  const locked = await lockMatch(tx, matchId, user);
  assertNotArchived(locked);
  const featured = !locked.row.featured;
  const row = await updateLockedMatch(tx, locked.row, { featured });
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: matchId,
    action: 'updated',
    oldValues: { featured: !featured },
    newValues: { featured },
  });
  return { row, message: featured ? MATCH_MESSAGES.featuredOn : MATCH_MESSAGES.featuredOff };
}

/** The note shown beside the match in the order of play ("not before 19:00"); empty text clears it. */
export async function updateOrderOfPlayComments(
  tx: Tx,
  matchId: number,
  user: AuthUser,
  comments: string | null,
): Promise<MatchRow> {
  const locked = await lockMatch(tx, matchId, user);
  assertNotArchived(locked);
  const orderOfPlayComments = comments === null || comments === '' ? null : comments;
  const row = await updateLockedMatch(tx, locked.row, { orderOfPlayComments });
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: matchId,
    action: 'updated',
    oldValues: { orderOfPlayComments: locked.row.orderOfPlayComments },
    newValues: { orderOfPlayComments },
  });
  return row;
}
