import { MATCH_MESSAGES, type TFriendlyMatchSchedule } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { hostOfNewRecord } from '../auth/backoffice-policy.js';
import type { Tx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { fieldError } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { checkClubAndSurface, checkPlayersFree, scheduleInstant } from '../matches/check-schedule-slot.js';
import type { MatchRow } from '../matches/present-match.js';
import { checkFriendlyPlayers, type FriendlyPlayerFields } from './check-friendly-players.js';

/** The players by picker: singles pair 1 (home) and 2 (away); doubles 1 and 3 at home against 2 and 4. */
function playerFields(input: TFriendlyMatchSchedule): FriendlyPlayerFields {
  const fields: FriendlyPlayerFields = { player1Id: input.player1Id, player2Id: input.player2Id };
  if (input.type === 'singles') {
    if (input.player3Id || input.player4Id) throw fieldError('player3Id', MATCH_MESSAGES.singlesOnlyTwo);
    return fields;
  }
  if (!input.player3Id) throw fieldError('player3Id', MATCH_MESSAGES.doublesNeedsFour);
  if (!input.player4Id) throw fieldError('player4Id', MATCH_MESSAGES.doublesNeedsFour);
  return { ...fields, player3Id: input.player3Id, player4Id: input.player4Id };
}

/**
 * The back office schedules a friendly on the shared schedule screen: the
 * rules of every schedule (decision 009), at one of the organiser's clubs or
 * a shared one, without a score; it belongs to the organiser, whose match
 * options enter the score later.
 */
export async function scheduleFriendlyMatch(tx: Tx, user: AuthUser, input: TFriendlyMatchSchedule): Promise<MatchRow> {
  const at = scheduleInstant(input.scheduledAt);
  const fields = playerFields(input);
  await checkFriendlyPlayers(tx, fields);
  const hostId = hostOfNewRecord(user);
  await checkClubAndSurface(tx, input.clubId, input.surface, hostId === null ? null : { hostId });
  await checkPlayersFree(tx, Object.values(fields), at, null);
  const doubles = input.type === 'doubles';
  const [row] = await tx
    .insert(matches)
    .values({
      kind: 'friendly',
      type: input.type,
      hostId,
      homePlayer1Id: fields.player1Id!,
      awayPlayer1Id: fields.player2Id!,
      homePlayer2Id: fields.player3Id ?? null,
      awayPlayer2Id: fields.player4Id ?? null,
      homePlayer1Balls: input.player1Balls ?? false,
      awayPlayer1Balls: input.player2Balls ?? false,
      homePlayer2Balls: doubles ? (input.player3Balls ?? false) : false,
      awayPlayer2Balls: doubles ? (input.player4Balls ?? false) : false,
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
    newValues: { kind: 'friendly', scheduledAt: input.scheduledAt, players: Object.values(fields) },
  });
  return created;
}
