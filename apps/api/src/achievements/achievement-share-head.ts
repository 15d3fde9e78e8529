import type { Db } from '../db/client.js';
import type { PageHead, PageHeadFinder } from '../plugins/page-head.js';
import { BADGE_IMAGE_HEIGHT, BADGE_IMAGE_WIDTH } from './achievement-badge-image.js';
import { loadAchievementShare } from './load-achievement-share.js';

const SHARED_ACHIEVEMENT = /^\/players\/(\d{1,9})\/achievements\/(\d{1,9})\/?$/;

/**
 * The preview of a shared achievement (`/players/{id}/achievements/{achievementId}`,
 * the share button's link): the achievement and the player as title and
 * description, the badge's PNG as picture. A locked or unknown one has none.
 */
export const achievementShareHead =
  (db: Db, appUrl: string): PageHeadFinder =>
  async (path): Promise<PageHead | null> => {
    const match = SHARED_ACHIEVEMENT.exec(path);
    if (!match) return null;
    const [playerId, achievementId] = [Number(match[1]), Number(match[2])];
    const share = await loadAchievementShare(db, playerId, achievementId);
    if (!share) return null;
    const base = appUrl.replace(/\/$/, '');
    const title = `${share.name} · ${share.playerName}`;
    return {
      title,
      description: `${share.playerName}: «${share.name}» (${share.familyName} · Επίπεδο ${share.tier}). ${share.description}`,
      url: `${base}/players/${playerId}/achievements/${achievementId}`,
      image: {
        url: `${base}/api/players/${playerId}/achievements/${achievementId}/image`,
        width: BADGE_IMAGE_WIDTH,
        height: BADGE_IMAGE_HEIGHT,
        alt: title,
      },
    };
  };
