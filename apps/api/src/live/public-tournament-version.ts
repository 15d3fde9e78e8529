import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/http-error.js';

/** The version of a tournament's public draws and order of play (decision 014); 404 for a draft or an unknown id, as those pages answer. */
export async function publicTournamentVersion(db: Db, tournamentId: number): Promise<number> {
  const { rows } = await db.execute<{ version: number }>(sql`
    select v.version from tournaments t
    join tournament_public_versions v on v.tournament_id = t.id
    where t.id = ${tournamentId} and t.state <> 'draft'`);
  if (!rows[0]) throw notFound();
  return rows[0].version;
}
