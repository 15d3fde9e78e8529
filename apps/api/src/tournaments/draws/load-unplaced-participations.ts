import { inArray } from 'drizzle-orm';
import type { TUnplacedParticipation } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { players } from '../../db/schema/index.js';
import type { ApprovedEntrant } from './approved-entrants.js';
import { loadDrawEntrants } from './draw-entrants.js';

/**
 * The approved entrants who are neither on a line of the draw nor in a group:
 * the overflow of a halved draw, those taken out of a slot, and late entries
 * of the quick-add. Named as a draw line names them (a pair "A / B").
 */
export async function loadUnplacedParticipations(
  db: DbOrTx,
  approved: readonly ApprovedEntrant[],
  placed: ReadonlySet<number>,
): Promise<TUnplacedParticipation[]> {
  const unplaced = approved.filter((entrant) => !placed.has(entrant.participationId));
  if (unplaced.length === 0) return [];
  const entrants = await loadDrawEntrants(
    db,
    unplaced.map((entrant) => entrant.participationId),
  );
  const playerIds = [...entrants.values()].flatMap((entrant) =>
    entrant.player2Id === null ? [entrant.player1Id] : [entrant.player1Id, entrant.player2Id],
  );
  const names = new Map(
    (
      await db
        .select({ id: players.id, displayName: players.displayName })
        .from(players)
        .where(inArray(players.id, playerIds))
    ).map((p) => [p.id, p.displayName]),
  );
  return unplaced.map((entrant) => {
    const people = entrants.get(entrant.participationId)!;
    const displayName = [people.player1Id, people.player2Id]
      .flatMap((id) => (id === null ? [] : [names.get(id) ?? `#${id}`]))
      .join(' / ');
    return { participationId: entrant.participationId, displayName, seed: entrant.seed };
  });
}
