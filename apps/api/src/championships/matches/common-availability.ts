import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { commonPeriods, type Period } from '@tennis/domain';
import { AVAILABILITY_MESSAGES, MATCH_MESSAGES, type TCommonAvailabilityResponse } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { availabilityEvents, championshipParticipations } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { fieldError } from '../../lib/http-error.js';

const HOUR_MS = 3_600_000;
/** The coming days the schedule screen looks at. */
const WINDOW_MS = 14 * 24 * HOUR_MS;
/** A common slot shorter than an average match (spec 3 §5: 90 minutes) cannot hold one. */
const MATCH_MS = 90 * 60_000;

/**
 * The hours two players of the championship both declared free, from now on
 * for two weeks (decision 028): the first step of availability-aware pairing.
 * Computed on instants by the domain, so clock changes need no care here.
 */
export async function loadCommonAvailability(
  db: DbOrTx,
  championshipId: number,
  player1Id: number,
  player2Id: number,
  now: Date = new Date(),
): Promise<TCommonAvailabilityResponse['data']> {
  if (player1Id === player2Id) throw fieldError('player2Id', AVAILABILITY_MESSAGES.samePlayer);
  const entered = await db
    .select({ playerId: championshipParticipations.playerId })
    .from(championshipParticipations)
    .where(
      and(
        eq(championshipParticipations.championshipId, championshipId),
        eq(championshipParticipations.state, 'approved'),
        inArray(championshipParticipations.playerId, [player1Id, player2Id]),
      ),
    );
  for (const [field, id] of [
    ['player1Id', player1Id],
    ['player2Id', player2Id],
  ] as const)
    if (!entered.some((row) => row.playerId === id)) throw fieldError(field, MATCH_MESSAGES.notParticipant);
  const until = new Date(now.getTime() + WINDOW_MS);
  const rows = await db
    .select({
      playerId: availabilityEvents.playerId,
      start: availabilityEvents.startsAt,
      end: availabilityEvents.endsAt,
    })
    .from(availabilityEvents)
    .where(
      and(
        inArray(availabilityEvents.playerId, [player1Id, player2Id]),
        lt(availabilityEvents.startsAt, until),
        gt(availabilityEvents.endsAt, now),
      ),
    );
  const periodsOf = (playerId: number): Period[] =>
    rows
      .filter((row) => row.playerId === playerId)
      .map((row) => ({ start: Math.max(row.start.getTime(), now.getTime()), end: row.end.getTime() }));
  const slots = commonPeriods(periodsOf(player1Id), periodsOf(player2Id), MATCH_MS);
  return {
    slots: slots.map((slot) => ({
      start: formatAthensDateTime(new Date(slot.start)),
      end: formatAthensDateTime(new Date(slot.end)),
    })),
  };
}
