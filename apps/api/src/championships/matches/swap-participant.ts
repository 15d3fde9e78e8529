import { MATCH_MESSAGES, type TSwapParticipantRequest } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { checkPlayersFree } from '../../matches/check-schedule-slot.js';
import { assertNotArchived, lockMatch, updateLockedMatch } from '../../matches/lock-match.js';
import type { MatchRow } from '../../matches/present-match.js';
import { checkChampionshipPlayers } from './check-championship-players.js';

/**
 * Replaces the home or the away side of a scheduled championship match (spec
 * 3 §2, participant swap dialog): the new players must be approved in the
 * championship, not already on the other side, and free at the match's time.
 */
export async function swapParticipant(
  tx: Tx,
  matchId: number,
  user: AuthUser,
  request: TSwapParticipantRequest,
): Promise<{ row: MatchRow; message: string }> {
  const locked = await lockMatch(tx, matchId, user);
  const { row } = locked;
  assertNotArchived(locked);
  if (row.kind !== 'championship' || row.state !== 'initialized' || row.championshipId === null)
    throw conflict(MATCH_MESSAGES.swapOnlyScheduled);
  const doubles = row.type === 'doubles';
  const player2Id = request.player2Id ?? null;
  if (doubles && player2Id === null) throw fieldError('player2Id', MATCH_MESSAGES.doublesNeedsFour);
  if (!doubles && player2Id !== null) throw fieldError('player2Id', MATCH_MESSAGES.singlesOnlyTwo);

  const home = request.homeOrAway === 'home';
  const others = home ? [row.awayPlayer1Id, row.awayPlayer2Id] : [row.homePlayer1Id, row.homePlayer2Id];
  const newPlayers = [request.player1Id, player2Id].filter((id): id is number => id !== null);
  if (newPlayers.some((id) => others.includes(id))) throw fieldError('player1Id', MATCH_MESSAGES.samePlayerTwice);
  await checkChampionshipPlayers(tx, row.championshipId, {
    player1Id: request.player1Id,
    ...(player2Id !== null ? { player2Id } : {}),
  });
  if (row.scheduledAt) await checkPlayersFree(tx, newPlayers, row.scheduledAt, row.id);

  const side = home
    ? { homePlayer1Id: request.player1Id, homePlayer2Id: player2Id, homePlayer1Balls: false, homePlayer2Balls: false }
    : { awayPlayer1Id: request.player1Id, awayPlayer2Id: player2Id, awayPlayer1Balls: false, awayPlayer2Balls: false };
  const updated = await updateLockedMatch(tx, row, side);
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: row.id,
    action: 'participant-swapped',
    oldValues: home
      ? { homePlayer1Id: row.homePlayer1Id, homePlayer2Id: row.homePlayer2Id }
      : { awayPlayer1Id: row.awayPlayer1Id, awayPlayer2Id: row.awayPlayer2Id },
    newValues: side,
  });
  return { row: updated, message: home ? MATCH_MESSAGES.swappedHome : MATCH_MESSAGES.swappedAway };
}
