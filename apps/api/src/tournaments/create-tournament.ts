import { and, eq, inArray } from 'drizzle-orm';
import { TOURNAMENT_ERRORS, type TTournamentCreateRequest } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { hostCategories, tournamentCategories, tournamentSponsors, tournaments } from '../db/schema/index.js';
import type { FileStorage } from '../files/file-storage.js';
import { recordRevision } from '../lib/record-revision.js';
import { slugConflictOr } from './slug-conflict.js';
import { assertHostOwns, tournamentValues } from './tournament-fields.js';
import { storeTournamentFiles, type CheckedTournamentFiles } from './tournament-files.js';

/**
 * A new tournament in draft, with the chosen host categories copied into
 * tournament categories and the chosen sponsors linked, all in one
 * transaction. Files are written after the rows exist and removed again if
 * the transaction fails, so no file outlives a refused save.
 */
export async function createTournament(
  db: Db,
  storage: FileStorage,
  input: { hostId: number; userId: number; request: TTournamentCreateRequest; files: CheckedTournamentFiles },
): Promise<number> {
  const { hostId, userId, request } = input;
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const values = await tournamentValues(tx, hostId, request, null);
      await assertHostOwns(
        tx,
        'categoryIds',
        hostCategories,
        hostId,
        request.categoryIds,
        TOURNAMENT_ERRORS.unknownCategory,
      );
      const [created] = await tx
        .insert(tournaments)
        .values({ ...values, hostId, state: 'draft', participationsOpen: false, createdByUserId: userId })
        .returning();
      if (!created) throw new Error('tournament insert returned no row');
      const keys = await storeTournamentFiles(storage, created.id, input.files);
      written.push(...Object.values(keys));
      if (keys.poster || keys.proclamation) {
        await tx
          .update(tournaments)
          .set({ posterPath: keys.poster ?? null, proclamationPath: keys.proclamation ?? null })
          .where(eq(tournaments.id, created.id));
      }
      if (request.categoryIds.length > 0) {
        const chosen = await tx
          .select()
          .from(hostCategories)
          .where(and(eq(hostCategories.hostId, hostId), inArray(hostCategories.id, request.categoryIds)));
        await tx.insert(tournamentCategories).values(
          chosen
            .sort((a, b) => a.position - b.position || a.id - b.id)
            .map((category, position) => ({
              tournamentId: created.id,
              hostCategoryId: category.id,
              name: category.name,
              abbreviation: category.abbreviation,
              type: category.type,
              gender: category.gender,
              position,
            })),
        );
      }
      const sponsorIds = [...new Set(request.sponsorIds)];
      if (sponsorIds.length > 0) {
        await tx
          .insert(tournamentSponsors)
          .values(sponsorIds.map((sponsorId, position) => ({ tournamentId: created.id, sponsorId, position })));
      }
      await recordRevision(tx, {
        userId,
        entityType: 'tournaments',
        entityId: created.id,
        action: 'created',
        newValues: { name: created.name, slug: created.slug, categoryIds: request.categoryIds, sponsorIds },
      });
      return created.id;
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw slugConflictOr(error);
  }
}
