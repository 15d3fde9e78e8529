import { DEFAULT_MATCH_FORMAT_CODE } from '@tennis/domain';
import { and, eq, sql } from 'drizzle-orm';
import { TOURNAMENT_ERRORS, type TTournamentCategory } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { hostCategories, participations, tournamentCategories } from '../db/schema/index.js';
import { conflict, fieldError, notFound } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { loadHostCategories } from './load-host-categories.js';
import { presentCategory } from './load-tournament-categories.js';
import { findTournamentForUpdate } from './lock-tournament.js';
import { assertNotArchived } from './tournament-state.js';

/** The host's categories the tournament does not have yet: the add select's options. */
export async function availableHostCategories(db: Db, tournamentId: number, hostId: number) {
  const taken = await db
    .select({ id: tournamentCategories.hostCategoryId })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId));
  const takenIds = new Set(taken.map((row) => row.id));
  const rows = await loadHostCategories(db, hostId);
  return rows.filter((row) => !takenIds.has(row.id));
}

/** Copies one of the host's categories into the tournament (POST {tournamentId}/tournament-categories). */
export async function addTournamentCategory(
  db: Db,
  tournamentId: number,
  hostCategoryId: number,
  userId: number,
  matchFormat: string = DEFAULT_MATCH_FORMAT_CODE,
): Promise<TTournamentCategory> {
  return db.transaction(async (tx) => {
    const tournament = await findTournamentForUpdate(tx, tournamentId);
    assertNotArchived(tournament.state);
    const [source] = await tx
      .select()
      .from(hostCategories)
      .where(and(eq(hostCategories.id, hostCategoryId), eq(hostCategories.hostId, tournament.hostId)));
    if (!source) throw fieldError('hostCategoryId', TOURNAMENT_ERRORS.unknownCategory);
    const [exists] = await tx
      .select({ id: tournamentCategories.id })
      .from(tournamentCategories)
      .where(
        and(
          eq(tournamentCategories.tournamentId, tournamentId),
          sql`(${tournamentCategories.hostCategoryId} = ${hostCategoryId} or ${tournamentCategories.name} = ${source.name})`,
        ),
      );
    if (exists) throw fieldError('hostCategoryId', TOURNAMENT_ERRORS.categoryExists);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${tournamentCategories.position}), -1)::int` })
      .from(tournamentCategories)
      .where(eq(tournamentCategories.tournamentId, tournamentId));
    const [created] = await tx
      .insert(tournamentCategories)
      .values({
        tournamentId,
        hostCategoryId,
        name: source.name,
        abbreviation: source.abbreviation,
        type: source.type,
        gender: source.gender,
        matchFormat,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    if (!created) throw new Error('category insert returned no row');
    await recordRevision(tx, {
      userId,
      entityType: 'tournament_categories',
      entityId: created.id,
      action: 'created',
      newValues: { tournamentId, hostCategoryId, name: created.name },
    });
    return presentCategory(created, 0);
  });
}

async function lockedCategory(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  tournamentId: number,
  categoryId: number,
) {
  const [category] = await tx
    .select()
    .from(tournamentCategories)
    .where(and(eq(tournamentCategories.id, categoryId), eq(tournamentCategories.tournamentId, tournamentId)))
    .for('update');
  if (!category) throw notFound();
  return category;
}

/**
 * God mode only, and irreversible: the category goes with its participations,
 * groups and matches (the foreign keys cascade). An archived tournament keeps its record.
 */
export async function deleteTournamentCategory(
  db: Db,
  tournamentId: number,
  categoryId: number,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await findTournamentForUpdate(tx, tournamentId);
    assertNotArchived(tournament.state);
    const category = await lockedCategory(tx, tournamentId, categoryId);
    await tx.delete(tournamentCategories).where(eq(tournamentCategories.id, category.id));
    await recordRevision(tx, {
      userId,
      entityType: 'tournament_categories',
      entityId: category.id,
      action: 'deleted',
      oldValues: { tournamentId, name: category.name, state: category.state },
    });
  });
}

/** Shows or hides a category on the public pages. */
export async function setCategoryVisible(
  db: Db,
  tournamentId: number,
  categoryId: number,
  visible: boolean,
  userId: number,
): Promise<TTournamentCategory> {
  return db.transaction(async (tx) => {
    const tournament = await findTournamentForUpdate(tx, tournamentId);
    if (tournament.state === 'archived') throw conflict(TOURNAMENT_ERRORS.archived);
    const category = await lockedCategory(tx, tournamentId, categoryId);
    const [saved] = await tx
      .update(tournamentCategories)
      .set({ visible })
      .where(eq(tournamentCategories.id, category.id))
      .returning();
    if (!saved) throw notFound();
    await recordRevision(tx, {
      userId,
      entityType: 'tournament_categories',
      entityId: category.id,
      action: 'updated',
      oldValues: { visible: category.visible },
      newValues: { visible },
    });
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(participations)
      .where(
        and(
          eq(participations.tournamentCategoryId, category.id),
          sql`${participations.state} in ('pending', 'approved')`,
        ),
      );
    return presentCategory(saved, count?.n ?? 0);
  });
}
