import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  CHAMPIONSHIP_BACKOFFICE_ERRORS as ERRORS,
  type TChampionshipState,
  type ZChampionshipUpdateRequest,
} from '@tennis/contracts';
import type { z } from 'zod';
import { withTransaction, type Db, type Tx } from '../../db/client.js';
import type { FileStorage } from '../../files/file-storage.js';
import { championshipVenues, championships, clubs } from '../../db/schema/index.js';
import { UNIQUE_VIOLATION, databaseErrorOf } from '../../lib/database-error.js';
import { conflict, fieldError, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { loadChampionshipVideos, replaceChampionshipVideos, socialColumnsOf, socialLinksOf } from '../landing-links.js';
import type { ChampionshipRow } from './championship-access.js';
import {
  checkPoster,
  checkProclamation,
  storeChampionshipFile,
  type CheckedFile,
  type UploadedFile,
} from './championship-files.js';

export type ChampionshipUpdate = z.output<typeof ZChampionshipUpdateRequest>;

export interface ChampionshipUploads {
  poster?: UploadedFile;
  proclamation?: UploadedFile;
}

const DRAFT_ONLY = 'Μόνο ένα πρόχειρο πρωτάθλημα αποθηκεύεται ως πρόχειρο';

/**
 * The state a save leaves the championship in: 'draft' keeps a draft a
 * draft, 'publish' takes a draft out of draft (to the form's state, or
 * coming-soon when the form still says draft), 'update' stores the form's state.
 */
function nextState(current: TChampionshipState, update: ChampionshipUpdate): TChampionshipState {
  switch (update.action) {
    case 'draft':
      if (current !== 'draft') throw conflict(DRAFT_ONLY);
      return 'draft';
    case 'publish':
      if (current !== 'draft') throw conflict(ERRORS.publishOnlyDraft);
      return update.state === 'draft' ? 'coming-soon' : update.state;
    case 'update':
      return update.state;
  }
}

async function lockChampionship(tx: Tx, id: number): Promise<ChampionshipRow> {
  const [row] = await tx.select().from(championships).where(eq(championships.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function checkSlugFree(tx: Tx, id: number, slug: string): Promise<void> {
  const [other] = await tx
    .select({ id: championships.id })
    .from(championships)
    .where(and(eq(championships.slug, slug), ne(championships.id, id)));
  if (other) throw fieldError('slug', ERRORS.slugTaken);
}

async function replaceVenues(tx: Tx, championshipId: number, clubIds: number[]): Promise<void> {
  const unique = [...new Set(clubIds)];
  if (unique.length > 0) {
    const found = await tx.select({ id: clubs.id }).from(clubs).where(inArray(clubs.id, unique));
    if (found.length !== unique.length) throw fieldError('venues', ERRORS.unknownVenue);
  }
  const existing = await tx
    .select({ clubId: championshipVenues.clubId })
    .from(championshipVenues)
    .where(eq(championshipVenues.championshipId, championshipId));
  const gone = existing.map((v) => v.clubId).filter((clubId) => !unique.includes(clubId));
  if (gone.length > 0) {
    await tx
      .delete(championshipVenues)
      .where(and(eq(championshipVenues.championshipId, championshipId), inArray(championshipVenues.clubId, gone)));
  }
  for (const [position, clubId] of unique.entries()) {
    await tx
      .insert(championshipVenues)
      .values({ championshipId, clubId, position })
      .onConflictDoUpdate({
        target: [championshipVenues.championshipId, championshipVenues.clubId],
        set: { position },
      });
  }
}

const editable = (row: ChampionshipRow) => ({
  name: row.name,
  slug: row.slug,
  participationsOpen: row.participationsOpen,
  silenced: row.silenced,
  state: row.state,
  posterPath: row.posterPath,
  proclamationPath: row.proclamationPath,
  socialLinks: socialLinksOf(row),
});

/**
 * Saves the championship form in one transaction (row locked, so two saves
 * take turns). Files are checked by content before anything is written; a new
 * file is written inside the transaction and removed again if it fails, the
 * replaced file only after the commit.
 */
export async function updateChampionship(
  db: Db,
  storage: FileStorage,
  input: { championshipId: number; userId: number; update: ChampionshipUpdate; uploads: ChampionshipUploads },
): Promise<void> {
  const { championshipId, userId, update, uploads } = input;
  const poster: CheckedFile | undefined = uploads.poster ? await checkPoster(uploads.poster) : undefined;
  const proclamation: CheckedFile | undefined = uploads.proclamation
    ? checkProclamation(uploads.proclamation)
    : undefined;
  const written: string[] = [];
  let replaced: string[] = [];
  try {
    await withTransaction(db, async (tx) => {
      const before = await lockChampionship(tx, championshipId);
      if (update.type !== undefined && update.type !== before.type) throw fieldError('type', ERRORS.readOnlyType);
      if (update.gender !== undefined && update.gender !== before.gender)
        throw fieldError('gender', ERRORS.readOnlyGender);
      await checkSlugFree(tx, championshipId, update.slug);
      const state = nextState(before.state, update);
      await replaceVenues(tx, championshipId, update.venues);
      const videosBefore = update.videos ? await loadChampionshipVideos(tx, championshipId) : undefined;
      if (update.videos) await replaceChampionshipVideos(tx, championshipId, update.videos);

      let posterPath = update.removePoster ? null : before.posterPath;
      let proclamationPath = update.removeProclamation ? null : before.proclamationPath;
      if (poster) written.push((posterPath = await storeChampionshipFile(storage, championshipId, 'poster', poster)));
      if (proclamation)
        written.push(
          (proclamationPath = await storeChampionshipFile(storage, championshipId, 'proclamation', proclamation)),
        );
      replaced = [before.posterPath, before.proclamationPath].filter(
        (key): key is string => key !== null && key !== posterPath && key !== proclamationPath,
      );

      const [after] = await tx
        .update(championships)
        .set({
          name: update.name,
          slug: update.slug,
          participationsOpen: update.participationsOpen,
          silenced: update.silenced,
          state,
          posterPath,
          proclamationPath,
          ...(update.socialLinks ? socialColumnsOf(update.socialLinks) : {}),
        })
        .where(eq(championships.id, championshipId))
        .returning();
      await recordRevision(tx, {
        userId,
        entityType: 'championships',
        entityId: championshipId,
        action: update.action === 'publish' ? 'published' : 'updated',
        oldValues: { ...editable(before), ...(videosBefore ? { videos: videosBefore } : {}) },
        newValues: { ...editable(after!), venues: update.venues, ...(update.videos ? { videos: update.videos } : {}) },
      });
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key)));
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw fieldError('slug', ERRORS.slugTaken);
    throw error;
  }
  await Promise.all(replaced.map((key) => storage.remove(key)));
}
