import { sql } from 'drizzle-orm';
import type { TAchievementLeader } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { playerPictureUrl } from '../lib/public-file-urls.js';

interface Row {
  id: number;
  display_name: string;
  atrp: string | number | null;
  picture: string | null;
  unlocked: number;
  highest_tier: number;
}

/** The players with the most unlocked achievements; ties by the highest tier, then the earlier to get there. */
export async function loadAchievementLeaders(db: DbOrTx, limit: number): Promise<TAchievementLeader[]> {
  const { rows } = await db.execute<Row & Record<string, unknown>>(sql`
    select p.id, p.display_name, p.atrp, p.profile_picture_path as picture,
      count(*)::int as unlocked, max(a.tier)::int as highest_tier
    from player_achievements pa
    join achievements a on a.id = pa.achievement_id
    join players p on p.id = pa.player_id
    group by p.id
    order by count(*) desc, max(a.tier) desc, max(pa.achieved_at), p.id
    limit ${limit}`);
  return rows.map((row, index) => ({
    rank: index + 1,
    player: {
      id: row.id,
      displayName: row.display_name,
      atrp: row.atrp === null ? null : Number(row.atrp),
      profilePictureUrl: row.picture ? playerPictureUrl(row.id, row.picture) : null,
    },
    unlocked: row.unlocked,
    highestTier: row.highest_tier,
  }));
}
