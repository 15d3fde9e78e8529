import { eq } from 'drizzle-orm';
import { ACHIEVEMENT_FAMILIES, ACHIEVEMENT_FAMILY_NAMES, achievementMeasures } from '@tennis/domain';
import type { TPlayerAchievements } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { players } from '../db/schema/index.js';
import { playerPictureUrl } from '../lib/public-file-urls.js';
import { loadAchievementMatches } from './load-achievement-matches.js';
import { loadAchievements } from './load-achievements.js';

/** A player's tiers family by family, how far along each ladder, and the completion; null for no such player. */
export async function loadPlayerAchievements(db: DbOrTx, playerId: number): Promise<TPlayerAchievements | null> {
  const [player] = await db
    .select({
      id: players.id,
      displayName: players.displayName,
      atrp: players.atrp,
      picture: players.profilePicturePath,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  const [catalogue, matches] = await Promise.all([
    loadAchievements(db, playerId),
    loadAchievementMatches(db, [playerId]),
  ]);
  const measures = achievementMeasures(playerId, matches);
  const unlocked = catalogue.filter((a) => a.unlocked).length;
  return {
    player: {
      id: player.id,
      displayName: player.displayName,
      atrp: player.atrp,
      profilePictureUrl: player.picture ? playerPictureUrl(player.id, player.picture) : null,
    },
    unlocked,
    total: catalogue.length,
    completion: catalogue.length === 0 ? 0 : Math.floor((unlocked * 100) / catalogue.length),
    families: ACHIEVEMENT_FAMILIES.map((family) => ({
      family,
      name: ACHIEVEMENT_FAMILY_NAMES[family].el,
      measure: measures[family],
      achievements: catalogue.filter((a) => a.family === family),
    })).filter((f) => f.achievements.length > 0),
  };
}
