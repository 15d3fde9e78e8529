import { DEFAULT_MATCH_FORMAT } from '@tennis/domain';
import { MATCH_MESSAGES, type TChampionshipMatchScheduleRequest, type TMatchScoreRequest } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { checkClubAndSurface, checkPlayersFree, scheduleInstant } from '../../matches/check-schedule-slot.js';
import type { MatchRow } from '../../matches/present-match.js';
import { scoreMatch, storedScoreOf, validatedWinner } from '../../matches/score-match.js';
import { checkChampionshipPlayers, type PlayerFields } from './check-championship-players.js';
import { loadManagedChampionship } from './load-managed-championship.js';

export type ScheduleChampionshipMatch = Omit<TChampionshipMatchScheduleRequest, 'score' | 'phase'> & {
  phase: number;
  score?: TMatchScoreRequest | null | undefined;
};

/**
 * The players of the match by picker: singles use pickers 1 (home) and 2
 * (away); doubles pair 1 and 3 at home against 2 and 4.
 */
function playerFields(type: 'singles' | 'doubles', input: ScheduleChampionshipMatch): PlayerFields {
  if (type === 'singles') {
    if (input.player3Id || input.player4Id) throw fieldError('player3Id', MATCH_MESSAGES.singlesOnlyTwo);
    return { player1Id: input.player1Id, player2Id: input.player2Id };
  }
  if (!input.player3Id) throw fieldError('player3Id', MATCH_MESSAGES.doublesNeedsFour);
  if (!input.player4Id) throw fieldError('player4Id', MATCH_MESSAGES.doublesNeedsFour);
  return {
    player1Id: input.player1Id,
    player2Id: input.player2Id,
    player3Id: input.player3Id,
    player4Id: input.player4Id,
  };
}

/** Schedules a championship match and, when a score comes with it, concludes it in the same transaction. */
export async function scheduleChampionshipMatch(
  tx: Tx,
  championshipId: number,
  user: AuthUser,
  input: ScheduleChampionshipMatch,
): Promise<MatchRow> {
  const championship = await loadManagedChampionship(tx, championshipId, user);
  if (championship.state === 'archived') throw conflict(MATCH_MESSAGES.archived);
  const at = scheduleInstant(input.scheduledAt);
  const fields = playerFields(championship.type, input);
  if (input.score) validatedWinner(storedScoreOf(input.score), DEFAULT_MATCH_FORMAT, input.score.wo ?? null);
  await checkChampionshipPlayers(tx, championshipId, fields);
  await checkClubAndSurface(tx, input.clubId, input.surface, { championshipId });
  await checkPlayersFree(tx, Object.values(fields), at, null);
  const doubles = championship.type === 'doubles';
  const [row] = await tx
    .insert(matches)
    .values({
      kind: 'championship',
      type: championship.type,
      hostId: championship.hostId,
      championshipId,
      homePlayer1Id: input.player1Id,
      awayPlayer1Id: input.player2Id,
      homePlayer2Id: doubles ? (input.player3Id ?? null) : null,
      awayPlayer2Id: doubles ? (input.player4Id ?? null) : null,
      homePlayer1Balls: input.player1Balls ?? false,
      awayPlayer1Balls: input.player2Balls ?? false,
      homePlayer2Balls: doubles ? (input.player3Balls ?? false) : false,
      awayPlayer2Balls: doubles ? (input.player4Balls ?? false) : false,
      tournamentPhase: input.phase,
      state: 'initialized',
      scheduledAt: at,
      clubId: input.clubId,
      surface: input.surface,
      orderOfPlayComments: input.orderOfPlayComments || null,
      createdByUserId: user.id,
    })
    .returning();
  const created = row!;
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: created.id,
    action: 'created',
    newValues: { championshipId, scheduledAt: input.scheduledAt, players: Object.values(fields) },
  });
  return input.score ? scoreMatch(tx, created.id, user, input.score) : created;
}
