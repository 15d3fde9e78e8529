import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { defineAction } from './artisan-action.js';

// A tournament match carries its host (matches.host_id) beside its tournament,
// so that every match list and every authorization check reads one column. A
// row written before a tournament changed hands, or imported, can disagree
// with its tournament; this puts every one back in line.
const MISMATCHED = sql`
  from matches m join tournaments t on t.id = m.tournament_id
  where m.host_id is distinct from t.host_id`;

async function mismatchedCount(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count ${MISMATCHED}`);
  return rows[0]?.count ?? 0;
}

/** update-tournament-host-id: every tournament match's host set to its tournament's. */
export const updateTournamentHostIdAction = defineAction({
  name: 'update-tournament-host-id',
  summary: "Sets every tournament match's host to its tournament's host, where the two differ.",
  params: z.object({}),
  async preview(app) {
    const count = await mismatchedCount(app.db);
    return count === 0
      ? 'Όλοι οι αγώνες τουρνουά έχουν ήδη τον διοργανωτή του τουρνουά τους· δεν θα αλλάξει τίποτα.'
      : `Θα οριστεί ο διοργανωτής του τουρνουά σε ${count} αγώνες τουρνουά που έχουν άλλον.`;
  },
  async run(app) {
    const { rows } = await app.db.execute<{ id: number; from: number | null; to: number }>(sql`
      update matches m set host_id = t.host_id, updated_at = now()
      from tournaments t, matches old
      where t.id = m.tournament_id and old.id = m.id and m.host_id is distinct from t.host_id
      returning m.id, old.host_id as "from", t.host_id as "to"`);
    return {
      message: `Ο διοργανωτής ορίστηκε σε ${rows.length} αγώνες τουρνουά.`,
      changes: { matches: rows.map((row) => ({ id: row.id, from: row.from, to: row.to })) },
    };
  },
});
