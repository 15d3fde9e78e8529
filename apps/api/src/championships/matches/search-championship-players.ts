import { sql } from 'drizzle-orm';
import type { TChampionshipPlayerOption } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { greeklishPlayerIds } from '../../search/greeklish-player-ids.js';
import { containsTerm, normalizedTerm, prefixRank } from '../../search/search-terms.js';

const LIMIT = 20;

/**
 * The schedule screen's pickers (spec 3 §5: no minimum length, at most 20):
 * the approved players of the championship with their ATRP in it and how many
 * of its matches they brought the balls to.
 */
export async function searchChampionshipPlayers(
  db: Db,
  championshipId: number,
  q: string,
): Promise<TChampionshipPlayerOption[]> {
  const term = q.trim().replace(/\s+/g, ' ');
  const name = sql.raw('p.search_name');
  const normalized = normalizedTerm(term);
  // A term in Latin letters also finds Greek names typed in Greeklish (papadopoulos: Παπαδόπουλος).
  const greeklish = await greeklishPlayerIds(db, term);
  const byGreeklish =
    greeklish.length > 0
      ? sql` or p.id in (select jsonb_array_elements_text(${JSON.stringify(greeklish)}::jsonb)::int)`
      : sql``;
  const matchesTerm = term === '' ? sql`true` : sql`(${containsTerm(name, normalized)}${byGreeklish})`;
  // A bare `order by 0` would name a column position: the empty search orders by name only.
  const rank = term === '' ? sql`` : sql`${prefixRank(name, normalized)}, `;
  const { rows } = await db.execute<{
    playerId: number;
    displayName: string;
    atrp: string | number | null;
    ballHistory: number;
  }>(sql`
    select p.id as "playerId", p.display_name as "displayName", cp.atrp,
           (select count(*)::int from matches m
             where m.championship_id = cp.championship_id
               and ((m.home_player1_id = p.id and m.home_player1_balls) or (m.home_player2_id = p.id and m.home_player2_balls)
                 or (m.away_player1_id = p.id and m.away_player1_balls) or (m.away_player2_id = p.id and m.away_player2_balls))) as "ballHistory"
      from championship_participations cp
      join players p on p.id = cp.player_id
     where cp.championship_id = ${championshipId} and cp.state = 'approved' and ${matchesTerm}
     order by ${rank}p.surname, p.name, p.id
     limit ${LIMIT}`);
  return rows.map((row) => ({
    playerId: row.playerId,
    displayName: row.displayName,
    atrp: row.atrp === null ? null : Number(row.atrp),
    ballHistory: Number(row.ballHistory),
  }));
}
