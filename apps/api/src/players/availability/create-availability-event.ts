import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { joinPeriod } from '@tennis/domain';
import { AVAILABILITY_MESSAGES as M, PLAYER_MESSAGES, type TAvailabilityCreateRequest } from '@tennis/contracts';
import type { Actor } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { availabilityEvents, clubs, players } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { assertMayEditAvailability } from './availability-access.js';
import { availabilityPeriod } from './availability-period.js';
import { presentAvailabilityEvents } from './present-availability-events.js';

/**
 * Stores a period the player is free (decision 028). One transaction: the
 * player's row is locked first, so two requests of the same player wait for
 * each other and the second sees the first's event; the period then absorbs
 * every event of the player it overlaps or touches, and one row holds the
 * union. The new event's club wins; without one, the earliest absorbed club.
 */
export async function createAvailabilityEvent(
  db: Db,
  actor: Actor,
  playerId: number,
  body: TAvailabilityCreateRequest,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({ id: players.id, userId: players.userId })
      .from(players)
      .where(eq(players.id, playerId))
      .for('update');
    if (!player) throw notFound(PLAYER_MESSAGES.notFound);
    assertMayEditAvailability(actor, player);
    const period = availabilityPeriod(body.start, body.end, now);
    if (body.clubId != null) {
      const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, body.clubId));
      if (!club) throw fieldError('clubId', M.unknownClub);
    }
    // Events of the same Athens day are the only ones a period can meet: each lies within one day.
    const nearby = await tx
      .select()
      .from(availabilityEvents)
      .where(
        and(
          eq(availabilityEvents.playerId, playerId),
          lte(availabilityEvents.startsAt, period.end),
          gte(availabilityEvents.endsAt, period.start),
        ),
      );
    const { period: joined, absorbed } = joinPeriod(
      { start: period.start.getTime(), end: period.end.getTime() },
      nearby.map((row) => ({ row, start: row.startsAt.getTime(), end: row.endsAt.getTime() })),
    );
    const earliestClub = absorbed.map((a) => a.row).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const clubId = body.clubId ?? earliestClub.find((row) => row.clubId !== null)?.clubId ?? null;
    if (absorbed.length > 0)
      await tx.delete(availabilityEvents).where(
        inArray(
          availabilityEvents.id,
          absorbed.map((a) => a.row.id),
        ),
      );
    const [stored] = await tx
      .insert(availabilityEvents)
      .values({
        playerId,
        championshipId: body.championshipId ?? null,
        clubId,
        startsAt: new Date(joined.start),
        endsAt: new Date(joined.end),
      })
      .returning();
    const [presented] = await presentAvailabilityEvents(tx, [stored!]);
    return { event: presented!, merged: absorbed.length };
  });
}
