import { MATCH_MESSAGES } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Tx } from '../db/client.js';
import { conflict } from '../lib/http-error.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { recordRevision } from '../lib/record-revision.js';
import { checkPlayersFree, playersOf } from './check-schedule-slot.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from './lock-match.js';
import type { MatchRow } from './present-match.js';

const slotOf = (row: MatchRow) => ({
  scheduledAt: row.scheduledAt,
  clubId: row.clubId,
  courtId: row.courtId,
  surface: row.surface,
});

/**
 * Two scheduled matches of one tournament trade their time, club and court:
 * the order of play's drag and drop. Both rows are locked in id order, so two
 * swaps crossing each other wait rather than deadlock; each side's players
 * must be free at the time they move to. Answers the match first named.
 */
export async function swapMatchSlots(tx: Tx, matchId: number, otherMatchId: number, user: AuthUser): Promise<MatchRow> {
  if (matchId === otherMatchId) throw conflict(MATCH_MESSAGES.swapNeedsTwoScheduled);
  const [first, second] = [Math.min(matchId, otherMatchId), Math.max(matchId, otherMatchId)];
  const lockedFirst = await lockMatch(tx, first, user);
  const lockedSecond = await lockMatch(tx, second, user);
  for (const locked of [lockedFirst, lockedSecond]) assertNotArchived(locked);
  const [a, b] = first === matchId ? [lockedFirst.row, lockedSecond.row] : [lockedSecond.row, lockedFirst.row];
  const swappable = (row: MatchRow) =>
    row.kind === 'tournament' && row.scheduledAt !== null && row.state !== 'concluded' && !row.isBye;
  if (!swappable(a) || !swappable(b) || a.tournamentId !== b.tournamentId)
    throw conflict(MATCH_MESSAGES.swapNeedsTwoScheduled);
  await checkPlayersFree(tx, playersOf(a), b.scheduledAt!, [a.id, b.id]);
  await checkPlayersFree(tx, playersOf(b), a.scheduledAt!, [a.id, b.id]);
  const moved = await updateLockedMatch(tx, a, slotOf(b));
  await updateLockedMatch(tx, b, slotOf(a));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: a.id,
    action: 'slots-swapped',
    oldValues: { scheduledAt: formatAthensDateTime(a.scheduledAt!), courtId: a.courtId, clubId: a.clubId },
    newValues: {
      withMatchId: b.id,
      scheduledAt: formatAthensDateTime(b.scheduledAt!),
      courtId: b.courtId,
      clubId: b.clubId,
    },
  });
  return moved;
}
