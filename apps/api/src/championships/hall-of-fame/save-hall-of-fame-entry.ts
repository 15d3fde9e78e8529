import { eq } from 'drizzle-orm';
import { HALL_OF_FAME_MESSAGES, type THallOfFameEntryValues } from '@tennis/contracts';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.js';
import { hallOfFameEntries } from '../../db/schema/index.js';
import { UNIQUE_VIOLATION, databaseErrorOf } from '../../lib/database-error.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import type { HallOfFameEntryRow } from './present-hall-of-fame-entry.js';

const ENTITY = 'hall_of_fame_entries';

/** A second entry for the same season and league is the form's mistake: 422 under the year. */
async function refusingDuplicates<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw fieldError('year', HALL_OF_FAME_MESSAGES.duplicate);
    throw error;
  }
}

const editable = (row: HallOfFameEntryRow): THallOfFameEntryValues => ({
  year: row.year,
  type: row.type,
  gender: row.gender as THallOfFameEntryValues['gender'],
  league: row.league,
  championName: row.championName,
  runnerUpName: row.runnerUpName,
  thirdName: row.thirdName,
  finalScore: row.finalScore,
});

export function createHallOfFameEntry(
  db: Db,
  userId: number,
  values: THallOfFameEntryValues,
): Promise<HallOfFameEntryRow> {
  return refusingDuplicates(
    withTransaction(db, async (tx) => {
      const [row] = await tx.insert(hallOfFameEntries).values(values).returning();
      await recordRevision(tx, { userId, entityType: ENTITY, entityId: row!.id, action: 'created', newValues: values });
      return row!;
    }),
  );
}

/** The entry; 404 when there is none. */
export async function findHallOfFameEntry(db: DbOrTx, id: number): Promise<HallOfFameEntryRow> {
  const [row] = await db.select().from(hallOfFameEntries).where(eq(hallOfFameEntries.id, id));
  if (!row) throw notFound();
  return row;
}

/** The entry, locked for the rest of the transaction; 404 when there is none. */
export async function lockHallOfFameEntry(tx: Tx, id: number): Promise<HallOfFameEntryRow> {
  const [row] = await tx.select().from(hallOfFameEntries).where(eq(hallOfFameEntries.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export function updateHallOfFameEntry(
  db: Db,
  userId: number,
  id: number,
  values: THallOfFameEntryValues,
): Promise<HallOfFameEntryRow> {
  return refusingDuplicates(
    withTransaction(db, async (tx) => {
      const before = await lockHallOfFameEntry(tx, id);
      const [row] = await tx.update(hallOfFameEntries).set(values).where(eq(hallOfFameEntries.id, id)).returning();
      await recordRevision(tx, {
        userId,
        entityType: ENTITY,
        entityId: id,
        action: 'updated',
        oldValues: editable(before),
        newValues: values,
      });
      return row!;
    }),
  );
}

/** Deletes the entry and answers its photo's key, which the caller removes once the deletion is committed. */
export function deleteHallOfFameEntry(db: Db, userId: number, id: number): Promise<string | null> {
  return withTransaction(db, async (tx) => {
    const before = await lockHallOfFameEntry(tx, id);
    await tx.delete(hallOfFameEntries).where(eq(hallOfFameEntries.id, id));
    await recordRevision(tx, {
      userId,
      entityType: ENTITY,
      entityId: id,
      action: 'deleted',
      oldValues: editable(before),
    });
    return before.photoPath;
  });
}
