import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { forgetCachedStandings } from '../../championships/standings/standings-cache.js';
import { rebuildStandings } from '../../championships/standings/update-standings.js';
import type { Db } from '../../db/client.js';
import { defineAction } from './artisan-action.js';
import { changedParticipations } from './participation-changes.js';

async function underwayChampionships(db: Db): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from championships where state = 'underway' order by id`,
  );
  return rows.map((row) => row.id);
}

/** update-standings: every underway championship recounted from its results now, as the Monday refresh does. */
export const updateStandingsAction = defineAction({
  name: 'update-standings',
  summary: 'Recounts the standings of every underway championship from its results.',
  params: z.object({}),
  async preview(app) {
    const ids = await underwayChampionships(app.db);
    return `Θα υπολογιστούν ξανά από τα αποτελέσματα οι βαθμολογίες ${ids.length} πρωταθλημάτων σε εξέλιξη.`;
  },
  async run(app) {
    const ids = await underwayChampionships(app.db);
    const changed: Record<string, number[]> = {};
    for (const id of ids) {
      // One championship at a time, each locked by the recount while it runs.
      changed[id] = await app.db.transaction((tx) => changedParticipations(tx, id, () => rebuildStandings(tx, id)));
    }
    forgetCachedStandings();
    const total = Object.values(changed).reduce((sum, list) => sum + list.length, 0);
    return {
      message: `Οι βαθμολογίες ${ids.length} πρωταθλημάτων υπολογίστηκαν ξανά· άλλαξαν ${total} συμμετοχές.`,
      changes: { championships: ids, changedParticipations: changed },
    };
  },
});
