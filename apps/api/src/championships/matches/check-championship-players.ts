import { and, eq, inArray } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { championshipParticipations } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';

/** Field name → player id, as the form sent them (player1Id … player4Id). */
export type PlayerFields = Record<string, number>;

/**
 * Every player of a championship match holds an approved participation in it
 * and appears once: otherwise a 422 on the offending picker.
 */
export async function checkChampionshipPlayers(
  db: DbOrTx,
  championshipId: number,
  fields: PlayerFields,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  for (const [field, id] of Object.entries(fields)) {
    if (seen.has(id)) errors[field] = [MATCH_MESSAGES.samePlayerTwice];
    seen.add(id);
  }
  const ids = [...seen];
  const approved = ids.length
    ? await db
        .select({ playerId: championshipParticipations.playerId })
        .from(championshipParticipations)
        .where(
          and(
            eq(championshipParticipations.championshipId, championshipId),
            eq(championshipParticipations.state, 'approved'),
            inArray(championshipParticipations.playerId, ids),
          ),
        )
    : [];
  const approvedIds = new Set(approved.map((row) => row.playerId));
  for (const [field, id] of Object.entries(fields)) {
    if (!approvedIds.has(id)) (errors[field] ??= []).push(MATCH_MESSAGES.notParticipant);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
}
