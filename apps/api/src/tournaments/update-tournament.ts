import { eq } from 'drizzle-orm';
import { TOURNAMENT_ERRORS, type TTournamentUpdateRequest } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { tournamentSponsors, tournaments } from '../db/schema/index.js';
import type { FileStorage } from '../files/file-storage.js';
import { conflict } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { slugConflictOr } from './slug-conflict.js';
import { findTournamentForUpdate } from './lock-tournament.js';
import { tournamentValues } from './tournament-fields.js';
import { storeTournamentFiles, type CheckedTournamentFiles } from './tournament-files.js';
import { assertNotArchived } from './tournament-state.js';

/**
 * Saves the form (spec 2 §5). `draft` keeps a draft a draft, `update` saves
 * any tournament that is not archived, `publish` moves a draft to pending and
 * opens participations. Categories are locked in edit mode, so they are not
 * part of this save. The row is locked first: two saves never interleave.
 */
export async function updateTournament(
  db: Db,
  storage: FileStorage,
  input: { tournamentId: number; userId: number; request: TTournamentUpdateRequest; files: CheckedTournamentFiles },
): Promise<void> {
  const { tournamentId, userId, request } = input;
  const written: string[] = [];
  const replaced: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const current = await findTournamentForUpdate(tx, tournamentId);
      assertNotArchived(current.state);
      if ((request.action === 'publish' || request.action === 'draft') && current.state !== 'draft') {
        throw conflict(TOURNAMENT_ERRORS.publishOnlyDraft);
      }
      const values = await tournamentValues(tx, current.hostId, request, current.id);
      const keys = await storeTournamentFiles(storage, current.id, input.files);
      written.push(...Object.values(keys));
      if (keys.poster && current.posterPath) replaced.push(current.posterPath);
      if (keys.proclamation && current.proclamationPath) replaced.push(current.proclamationPath);
      const publish = request.action === 'publish';
      await tx
        .update(tournaments)
        .set({
          ...values,
          ...(keys.poster ? { posterPath: keys.poster } : {}),
          ...(keys.proclamation ? { proclamationPath: keys.proclamation } : {}),
          ...(publish ? { state: 'pending' as const, participationsOpen: true, publishedAt: new Date() } : {}),
        })
        .where(eq(tournaments.id, current.id));
      const sponsorIds = [...new Set(request.sponsorIds)];
      await tx.delete(tournamentSponsors).where(eq(tournamentSponsors.tournamentId, current.id));
      if (sponsorIds.length > 0) {
        await tx
          .insert(tournamentSponsors)
          .values(sponsorIds.map((sponsorId, position) => ({ tournamentId: current.id, sponsorId, position })));
      }
      await recordRevision(tx, {
        userId,
        entityType: 'tournaments',
        entityId: current.id,
        action: publish ? 'published' : 'updated',
        oldValues: { name: current.name, slug: current.slug, state: current.state },
        newValues: { name: values.name, slug: values.slug, state: publish ? 'pending' : current.state, sponsorIds },
      });
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw slugConflictOr(error);
  }
  // The old files go only once the new keys are committed.
  await Promise.all(replaced.map((key) => storage.remove(key)));
}
