import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  TOURNAMENT_PARTICIPATION_NOTICES as N,
  tournamentParticipationActionRefusal,
  type TEntryStatus,
  type TTournamentParticipationAction,
} from '@tennis/contracts';
import { capacityRefusal } from '@tennis/domain';
import { withTransaction, type Db, type Tx } from '../../db/client.js';
import { participations, tournaments } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { factsOf, lockParticipation, type LockedParticipation, type ParticipationRow } from './lock-participation.js';
import { countTakenPlaces } from './taken-places.js';

export type ParticipationChange =
  | { action: 'approve' }
  | { action: 'reject'; notes: string | null; cascadeDeletion: boolean }
  | { action: 'reset' }
  | { action: 'delete' }
  | { action: 'mark-as-paid' }
  | { action: 'cancel-payment' }
  | { action: 'seed'; seed: number }
  | { action: 'unseed' }
  | { action: 'boost-rating'; boost: number }
  | { action: 'entry-status'; entryStatus: TEntryStatus };

type Values = Partial<typeof participations.$inferInsert>;

/**
 * State moves, seeds and the entry status apply to both rows of a doubles pair
 * (the pair enters as one); payments and boosts to the row itself (each player
 * pays their own fee).
 */
const PAIR_ACTIONS: readonly TTournamentParticipationAction[] = [
  'approve',
  'reject',
  'reset',
  'delete',
  'seed',
  'unseed',
  'entry-status',
];

function valuesOf(change: ParticipationChange, now: Date): Values {
  switch (change.action) {
    case 'approve':
      return { state: 'approved' };
    case 'reject':
      return { state: 'rejected', rejectionNotes: change.notes || null, seed: null };
    case 'reset':
      return { state: 'pending', rejectionNotes: null, seed: null };
    case 'mark-as-paid':
      return { paidAt: now };
    case 'cancel-payment':
      return { paidAt: null, paymentId: null };
    case 'seed':
      return { seed: change.seed };
    case 'unseed':
      return { seed: null };
    case 'boost-rating':
      return { ratingBoost: change.boost };
    case 'entry-status':
      return { entryStatus: change.entryStatus };
    case 'delete':
      return {};
  }
}

const snapshot = (row: ParticipationRow) => ({
  state: row.state,
  seed: row.seed,
  entryStatus: row.entryStatus,
  ratingBoost: row.ratingBoost,
  paidAt: row.paidAt?.toISOString() ?? null,
  rejectionNotes: row.rejectionNotes,
});

async function checkSeed(tx: Tx, locked: LockedParticipation, seed: number): Promise<void> {
  if (seed > locked.category.seedCount)
    throw fieldError('seed', `Η κεφαλή σειράς πρέπει να είναι από 1 έως ${locked.category.seedCount}`);
  const pair = [locked.row.id, ...(locked.sibling ? [locked.sibling.id] : [])];
  const [taken] = await tx
    .select({ id: participations.id })
    .from(participations)
    .where(
      and(
        eq(participations.tournamentCategoryId, locked.category.id),
        eq(participations.seed, seed),
        ne(participations.id, pair[0]!),
        pair[1] ? ne(participations.id, pair[1]) : undefined,
      ),
    );
  if (taken) throw conflict(N.seedTaken);
}

/**
 * One participation action (spec 2 §4) in one transaction: lock, check the
 * move is legal now with the shared rules (409 otherwise, nothing changes),
 * change, write the revision.
 */
export async function changeParticipation(
  db: Db,
  input: {
    tournamentId: number;
    participationId: number;
    hasRating: boolean;
    userId: number;
    change: ParticipationChange;
  },
): Promise<void> {
  const { change } = input;
  await withTransaction(db, async (tx) => {
    // A reset can give a place back: the tournament is locked first, as a sign-up locks it, so both count one after the other.
    const [tournament] =
      change.action === 'reset'
        ? await tx
            .select({ maxParticipations: tournaments.maxParticipations })
            .from(tournaments)
            .where(eq(tournaments.id, input.tournamentId))
            .for('update')
        : [];
    const locked = await lockParticipation(tx, input.tournamentId, input.participationId);
    const refusal = tournamentParticipationActionRefusal(change.action, factsOf(locked, input.hasRating));
    if (refusal) throw conflict(refusal);
    if (change.action === 'seed') await checkSeed(tx, locked, change.seed);
    const rows = PAIR_ACTIONS.includes(change.action) && locked.sibling ? [locked.row, locked.sibling] : [locked.row];
    const regainsPlaces = rows.filter((row) => row.state !== 'pending' && row.state !== 'approved').length;
    if (change.action === 'reset' && regainsPlaces > 0) {
      const full = capacityRefusal(
        tournament?.maxParticipations ?? null,
        await countTakenPlaces(tx, input.tournamentId),
        regainsPlaces,
      );
      if (full) throw conflict(full);
    }
    const ids = rows.map((row) => row.id);
    const removes = change.action === 'delete' || (change.action === 'reject' && change.cascadeDeletion);
    if (removes) {
      await tx.delete(participations).where(inArray(participations.id, ids));
    } else {
      await tx.update(participations).set(valuesOf(change, new Date())).where(inArray(participations.id, ids));
    }
    const after = removes ? [] : await tx.select().from(participations).where(inArray(participations.id, ids));
    for (const row of rows) {
      await recordRevision(tx, {
        userId: input.userId,
        entityType: 'participations',
        entityId: row.id,
        action: removes ? 'deleted' : change.action,
        oldValues: snapshot(row),
        newValues: removes ? null : snapshot(after.find((a) => a.id === row.id) ?? row),
      });
    }
  });
}
