import { and, eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Tx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { conflict, notFound } from '../lib/http-error.js';
import { assertManagesHost } from '../auth/backoffice-policy.js';
import type { MatchRow } from './present-match.js';

export interface LockedMatch {
  row: MatchRow;
  /** The tournament or championship is archived: its matches are history and do not change. */
  archived: boolean;
}

/**
 * Reads the match with a row lock held to the end of the transaction, so a
 * second request on the same match waits and then sees the first one's
 * result; then checks that the user runs this match's organiser (404 before
 * 403 would tell strangers which ids exist, but the back office may know them).
 */
export async function lockMatch(tx: Tx, matchId: number, user: AuthUser): Promise<LockedMatch> {
  const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!row) throw notFound();
  assertManagesHost(user, row.hostId);
  const { rows } = await tx.execute<{ archived: boolean }>(sql`
    select coalesce(
      (select state = 'archived' from tournaments where id = ${row.tournamentId}),
      (select state = 'archived' from championships where id = ${row.championshipId}),
      false) as archived`);
  return { row, archived: rows[0]?.archived === true };
}

/** 409 for a match of an archived tournament or championship. */
export function assertNotArchived(locked: LockedMatch): void {
  if (locked.archived) throw conflict(MATCH_MESSAGES.archived);
}

/**
 * Writes the change with the version the lock read: `version = version + 1
 * where version = read`. Under the lock it always matches; the check stays so
 * a write that bypassed the lock can never be overwritten silently.
 */
export async function updateLockedMatch(
  tx: Tx,
  row: MatchRow,
  values: Partial<typeof matches.$inferInsert>,
): Promise<MatchRow> {
  const [updated] = await tx
    .update(matches)
    .set({ ...values, version: row.version + 1 })
    .where(and(eq(matches.id, row.id), eq(matches.version, row.version)))
    .returning();
  if (!updated) throw conflict(MATCH_MESSAGES.changedMeanwhile);
  return updated;
}
