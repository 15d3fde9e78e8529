import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZId } from '@tennis/contracts';
import { recomputeAchievements } from '../../achievements/recompute-achievements.js';
import { forgetCachedStandings } from '../../championships/standings/standings-cache.js';
import { rebuildStandings } from '../../championships/standings/update-standings.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { defineAction } from './artisan-action.js';
import { changedParticipations } from './participation-changes.js';

export const ONE_TARGET = 'Δώστε είτε κωδικό αθλητή είτε κωδικό συμμετοχής σε πρωτάθλημα';
const NO_PARTICIPATION = 'Δε βρέθηκε συμμετοχή σε πρωτάθλημα';

const ZParams = z
  .object({ playerId: ZId.optional(), championshipParticipationId: ZId.optional() })
  .refine((p) => (p.playerId === undefined) !== (p.championshipParticipationId === undefined), {
    message: ONE_TARGET,
    path: ['playerId'],
  });
type Params = z.infer<typeof ZParams>;

/** The participations concerned, each with its championship. */
async function participationsOf(db: Db, params: Params) {
  const { rows } = await db.execute<{ id: number; championshipId: number; playerId: number }>(sql`
    select id, championship_id as "championshipId", player_id as "playerId" from championship_participations
    where ${params.playerId !== undefined ? sql`player_id = ${params.playerId}` : sql`id = ${params.championshipParticipationId!}`}
    order by championship_id, id`);
  if (rows.length === 0) throw notFound(NO_PARTICIPATION);
  return rows;
}

/**
 * recalculate-points: the points of one championship participation, or of
 * every participation of one player (and the player's achievements), counted
 * again from their results through the same rules the standings use.
 */
export const recalculatePointsAction = defineAction({
  name: 'recalculate-points',
  summary: "Recounts one participation's points, or every participation and the achievements of one player.",
  params: ZParams,
  async preview(app, params) {
    const rows = await participationsOf(app.db, params);
    const championships = new Set(rows.map((row) => row.championshipId)).size;
    return `Θα υπολογιστούν ξανά οι βαθμοί ${rows.length} συμμετοχών σε ${championships} πρωταθλήματα.`;
  },
  async run(app, params) {
    const rows = await participationsOf(app.db, params);
    const concerned = new Set(rows.map((row) => row.id));
    const changed: number[] = [];
    for (const championshipId of new Set(rows.map((row) => row.championshipId))) {
      const ids = await app.db.transaction((tx) =>
        changedParticipations(tx, championshipId, () => rebuildStandings(tx, championshipId)),
      );
      changed.push(...ids.filter((id) => concerned.has(id)));
    }
    forgetCachedStandings();
    const achievements =
      params.playerId !== undefined ? await recomputeAchievements(app.db, [params.playerId]) : undefined;
    return {
      message: `Οι βαθμοί ${rows.length} συμμετοχών υπολογίστηκαν ξανά· άλλαξαν ${changed.length}.`,
      changes: {
        participations: [...concerned],
        changedParticipations: changed,
        ...(achievements === undefined ? {} : { newAchievements: achievements }),
      },
    };
  },
});
