import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tournaments } from '../db/schema/index.js';
import type { CheckedFile } from '../files/check-upload.js';
import type { FileStorage } from '../files/file-storage.js';
import { recordRevision } from '../lib/record-revision.js';
import { findTournamentForUpdate } from './lock-tournament.js';
import { fileColumn, type TournamentFileKind } from './tournament-files.js';
import { assertNotArchived } from './tournament-state.js';

/** Replaces the poster or the proclamation; the old file goes once the new key is committed. */
export async function uploadTournamentFile(
  db: Db,
  storage: FileStorage,
  input: { tournamentId: number; userId: number; kind: TournamentFileKind; file: CheckedFile },
) {
  const column = fileColumn(input.kind);
  let key: string | null = null;
  let old: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const current = await findTournamentForUpdate(tx, input.tournamentId);
      assertNotArchived(current.state);
      old = current[column];
      key = await storage.put(`tournaments/${current.id}`, input.kind, input.file.extension, input.file.buffer);
      await tx
        .update(tournaments)
        .set({ [column]: key })
        .where(eq(tournaments.id, current.id));
      await recordRevision(tx, {
        userId: input.userId,
        entityType: 'tournaments',
        entityId: current.id,
        action: `${input.kind}-uploaded`,
        oldValues: { [column]: old },
        newValues: { [column]: key },
      });
    });
  } catch (error) {
    if (key) await storage.remove(key);
    throw error;
  }
  if (old) await storage.remove(old);
}
