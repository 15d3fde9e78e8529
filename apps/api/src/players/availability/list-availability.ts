import { and, asc, eq, gt, lt } from 'drizzle-orm';
import {
  AVAILABILITY_MAX_RANGE_DAYS,
  AVAILABILITY_MESSAGES as M,
  PLAYER_MESSAGES,
  type TAvailabilityQuery,
  type TAvailabilityResponse,
} from '@tennis/contracts';
import type { Actor } from '../../auth/policy.js';
import type { DbOrTx } from '../../db/client.js';
import { availabilityEvents, players } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { athensDayRange } from '../../matches/athens-date-time.js';
import { isSelf } from '../player-access.js';
import { assertMayReadAvailability } from './availability-access.js';
import { presentAvailabilityEvents } from './present-availability-events.js';

const DAY_MS = 24 * 3_600_000;
/** Without `from`/`to`: today and the next four weeks. */
const DEFAULT_DAYS = 28;

const INVALID_DAY = 'Μη έγκυρη ημερομηνία';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instants of the Athens days asked for, `to` included (a day is 23 or 25 hours when the clocks change). */
function rangeOf(query: TAvailabilityQuery, now: Date): { from: Date; to: Date } {
  const fromDay = query.from ?? formatAthensDateTime(now).slice(0, 10);
  const from = athensDayRange(fromDay)?.start;
  if (!from) throw fieldError('from', INVALID_DAY);
  const toDay = query.to ?? addDays(fromDay, DEFAULT_DAYS - 1);
  const to = athensDayRange(toDay)?.end;
  if (!to) throw fieldError('to', INVALID_DAY);
  if (toDay < fromDay) throw fieldError('to', 'Η τελική ημερομηνία πρέπει να είναι μετά την αρχική');
  const days = (Date.parse(toDay) - Date.parse(fromDay)) / DAY_MS + 1;
  if (days > AVAILABILITY_MAX_RANGE_DAYS) throw fieldError('to', M.rangeTooLong);
  return { from, to };
}

/** A player's calendar over some days: every event of theirs, whichever championship it was declared from (decision 028). */
export async function listAvailability(
  db: DbOrTx,
  actor: Actor,
  playerId: number,
  query: TAvailabilityQuery,
  now: Date = new Date(),
): Promise<TAvailabilityResponse['data']> {
  const [player] = await db
    .select({ id: players.id, userId: players.userId, displayName: players.displayName })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound(PLAYER_MESSAGES.notFound);
  await assertMayReadAvailability(db, actor, player);
  const { from, to } = rangeOf(query, now);
  const rows = await db
    .select()
    .from(availabilityEvents)
    .where(
      and(
        eq(availabilityEvents.playerId, playerId),
        lt(availabilityEvents.startsAt, to),
        gt(availabilityEvents.endsAt, from),
      ),
    )
    .orderBy(asc(availabilityEvents.startsAt), asc(availabilityEvents.id));
  const self = isSelf(actor, player);
  return {
    player: { id: player.id, displayName: player.displayName },
    events: await presentAvailabilityEvents(db, rows),
    permissions: { create: self, delete: self },
  };
}
