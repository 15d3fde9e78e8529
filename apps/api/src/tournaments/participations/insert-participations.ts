import { and, count, eq, inArray } from 'drizzle-orm';
import { TOURNAMENT_PARTICIPATION_NOTICES as N } from '@tennis/contracts';
import { capacityRefusal } from '@tennis/domain';
import type { Tx } from '../../db/client.js';
import { participations, tournaments } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../lib/database-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { countTakenPlaces } from './taken-places.js';
import type { TournamentRow } from '../tournament-access.js';

export interface NewEntry {
  tournamentCategoryId: number;
  playerId: number;
  doublesTeamId: number | null;
}

export interface EntryContext {
  source: 'backoffice' | 'player' | 'guest';
  userId: number | null;
  atrp?: number | null;
  termsAcceptedAt?: Date | null;
  /** Only the back office enters participations approved at once. */
  state?: 'pending' | 'approved';
}

/**
 * Writes the entries: the tournament is locked so two sign-ups count one after
 * the other, both the player's categories and the tournament's places; each
 * player's first category costs the first fee and every further one the
 * second (spec 2 §3). A player already in a category, or more entries than
 * max_participations leaves room for, answer 409 and nothing is written.
 */
export async function insertParticipations(
  tx: Tx,
  tournament: TournamentRow,
  entries: NewEntry[],
  context: EntryContext,
): Promise<number[]> {
  const [locked] = await tx
    .select({ maxParticipations: tournaments.maxParticipations })
    .from(tournaments)
    .where(eq(tournaments.id, tournament.id))
    .for('update');
  const playerIds = [...new Set(entries.map((e) => e.playerId))];
  const existing = await tx
    .select({ playerId: participations.playerId, categoryId: participations.tournamentCategoryId })
    .from(participations)
    .where(and(eq(participations.tournamentId, tournament.id), inArray(participations.playerId, playerIds)));
  if (entries.some((e) => existing.some((x) => x.playerId === e.playerId && x.categoryId === e.tournamentCategoryId)))
    throw conflict(N.alreadyIn);
  const full = capacityRefusal(
    locked?.maxParticipations ?? null,
    await countTakenPlaces(tx, tournament.id),
    entries.length,
  );
  if (full) throw conflict(full);
  const counted = await tx
    .select({ playerId: participations.playerId, n: count() })
    .from(participations)
    .where(and(eq(participations.tournamentId, tournament.id), inArray(participations.playerId, playerIds)))
    .groupBy(participations.playerId);
  const seen = new Map(counted.map((c) => [c.playerId, Number(c.n)]));
  const secondFee = tournament.secondCategoryCostCents ?? tournament.firstCategoryCostCents;
  const values = entries.map((entry) => {
    const before = seen.get(entry.playerId) ?? 0;
    seen.set(entry.playerId, before + 1);
    return {
      tournamentId: tournament.id,
      tournamentCategoryId: entry.tournamentCategoryId,
      playerId: entry.playerId,
      doublesTeamId: entry.doublesTeamId,
      source: context.source,
      registeredByUserId: context.userId,
      termsAcceptedAt: context.termsAcceptedAt ?? null,
      atrp: context.atrp ?? null,
      state: context.state ?? 'pending',
      feeCents: before === 0 ? tournament.firstCategoryCostCents : secondFee,
    };
  });
  try {
    const rows = await tx.insert(participations).values(values).returning({ id: participations.id });
    for (const { id } of rows) {
      await recordRevision(tx, {
        userId: context.userId,
        entityType: 'participations',
        entityId: id,
        action: 'created',
        newValues: { source: context.source, state: context.state ?? 'pending' },
      });
    }
    return rows.map((r) => r.id);
  } catch (error) {
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(N.alreadyIn);
    throw error;
  }
}
