import { FRIENDLY_MESSAGES, type TFriendlyMatchSubmission } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Tx } from '../db/client.js';
import { matches, scoreToRow } from '../db/schema/index.js';
import { fieldError } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { checkClubAndSurface, checkPlayersFree, scheduleInstant } from '../matches/check-schedule-slot.js';
import { runMatchHook } from '../matches/match-hooks.js';
import type { MatchRow } from '../matches/present-match.js';
import { storedScoreOf, validatedWinner } from '../matches/score-match.js';
import { checkFriendlyPlayers, type FriendlyPlayerFields } from './check-friendly-players.js';

/** The players by field: the submitter at home (with the teammate in doubles) against the opponents. */
function playerFields(submitterId: number, draft: TFriendlyMatchSubmission): FriendlyPlayerFields {
  const fields: FriendlyPlayerFields = { submitter: submitterId };
  if (draft.type === 'doubles' && draft.teammate) fields.teammate = draft.teammate;
  if (draft.opponent) fields.opponent = draft.opponent;
  if (draft.type === 'doubles' && draft.opponent_2) fields.opponent_2 = draft.opponent_2;
  return fields;
}

/**
 * A player records a friendly they played (spec 3 §2 wizard): checked by the
 * same rules as every match (the domain's score, the 15-minute grid, the
 * club's surfaces, one match per player at a time), stored concluded and
 * belonging to no organiser. Friendlies set nothing off (decision 027), but
 * the kind's hook runs as for every concluded match.
 */
export async function submitFriendlyMatch(
  tx: Tx,
  user: AuthUser,
  submitterId: number,
  draft: TFriendlyMatchSubmission,
): Promise<MatchRow> {
  const at = scheduleInstant(draft.scheduledAt);
  if (at.getTime() > Date.now()) throw fieldError('scheduledAt', FRIENDLY_MESSAGES.inFuture);
  const score = storedScoreOf(draft.score);
  const winner = validatedWinner(score);
  const fields = playerFields(submitterId, draft);
  await checkFriendlyPlayers(tx, fields);
  const clubId = draft.clubId ?? null;
  if (clubId !== null) await checkClubAndSurface(tx, clubId, draft.surface!, null);
  await checkPlayersFree(tx, Object.values(fields), at, null);
  const [row] = await tx
    .insert(matches)
    .values({
      kind: 'friendly',
      type: draft.type,
      homePlayer1Id: submitterId,
      homePlayer2Id: fields.teammate ?? null,
      awayPlayer1Id: fields.opponent!,
      awayPlayer2Id: fields.opponent_2 ?? null,
      state: 'concluded',
      ...scoreToRow(score),
      winner: winner === 'home' ? 0 : 1,
      scheduledAt: at,
      clubId,
      surface: clubId !== null ? draft.surface! : null,
      otherClubName: clubId === null ? draft.otherClubName!.trim() : null,
      otherClubSurface: clubId === null ? draft.otherClubSurface! : null,
      personalNotes: draft.notes || null,
      concludedAt: new Date(),
      createdByUserId: user.id,
    })
    .returning();
  const created = row!;
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'matches',
    entityId: created.id,
    action: 'created',
    newValues: { kind: 'friendly', scheduledAt: draft.scheduledAt, players: Object.values(fields), score },
  });
  await runMatchHook('friendly', 'afterConclude', { tx, matchId: created.id });
  return created;
}
