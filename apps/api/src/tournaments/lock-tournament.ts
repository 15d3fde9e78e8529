import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { tournaments } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';
import type { TournamentRow } from './tournament-access.js';

/** The tournament row locked for the rest of the transaction: concurrent moves wait and then see the new state. */
export async function findTournamentForUpdate(tx: Tx, id: number): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}
