import { and, eq } from 'drizzle-orm';
import { AVAILABILITY_MESSAGES as M, PLAYER_MESSAGES } from '@tennis/contracts';
import type { Actor } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { availabilityEvents, players } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { assertMayEditAvailability } from './availability-access.js';

/** Removes one of the player's own events: 404 when the player or the event (of this player) is not there. */
export async function deleteAvailabilityEvent(db: Db, actor: Actor, playerId: number, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [player] = await tx
      .select({ id: players.id, userId: players.userId })
      .from(players)
      .where(eq(players.id, playerId))
      .for('update');
    if (!player) throw notFound(PLAYER_MESSAGES.notFound);
    assertMayEditAvailability(actor, player);
    const removed = await tx
      .delete(availabilityEvents)
      .where(and(eq(availabilityEvents.id, eventId), eq(availabilityEvents.playerId, playerId)))
      .returning({ id: availabilityEvents.id });
    if (removed.length === 0) throw notFound(M.notFound);
  });
}
