import { z } from 'zod';
import { ZDateTime, ZId } from './common.js';

// Achievements (spec 3 §2, §7, §9; decision 030): the catalogue, a player's
// tiers and completion, and the leaders.

export const ACHIEVEMENT_TEXTS = {
  title: 'Επιτεύγματα',
  leaders: 'Κορυφαίοι σε επιτεύγματα',
  completion: 'Ολοκλήρωση',
  unlocked: 'Ξεκλειδώθηκε',
  locked: 'Κλειδωμένο',
  share: 'Κοινοποίηση',
  noLeaders: 'Κανένας αθλητής δεν έχει ξεκλειδώσει επιτεύγματα ακόμη.',
} as const;

export const ACHIEVEMENT_MESSAGES = {
  notUnlocked: 'Ο αθλητής δεν έχει ξεκλειδώσει αυτό το επίτευγμα.',
} as const;

/** A player's achievement: its shared page and the picture the page's link shows. */
export const ZPlayerAchievementParams = z.object({ id: ZId, achievementId: ZId });

const ZTier = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const ZAchievement = z.object({
  id: z.number().int(),
  key: z.string(),
  family: z.string(),
  tier: ZTier,
  name: z.string(),
  description: z.string(),
  threshold: z.number().int(),
  /** From the point of view of a player; false without one. */
  unlocked: z.boolean(),
  achievedAt: ZDateTime.nullable(),
  /** The match that unlocked it. */
  matchId: z.number().int().nullable(),
});
export type TAchievement = z.infer<typeof ZAchievement>;

export const ZAchievementsQuery = z.object({
  'filters.fromPOV': ZId.optional(),
  pageLength: z.coerce.number().int().min(1).max(1000).default(1000),
});
export const ZAchievementsResponse = z.object({ data: z.array(ZAchievement) });
export type TAchievementsResponse = z.infer<typeof ZAchievementsResponse>;

export const ZAchievementPlayer = z.object({
  id: z.number().int(),
  displayName: z.string(),
  profilePictureUrl: z.string().nullable(),
  atrp: z.number().nullable(),
});

export const ZAchievementFamily = z.object({
  family: z.string(),
  name: z.string(),
  /** How far along the ladder the player is: a count, or the best streak. */
  measure: z.number().int(),
  achievements: z.array(ZAchievement),
});
export type TAchievementFamily = z.infer<typeof ZAchievementFamily>;

export const ZPlayerAchievements = z.object({
  player: ZAchievementPlayer,
  unlocked: z.number().int(),
  total: z.number().int(),
  /** Whole percent of the catalogue unlocked. */
  completion: z.number().int(),
  families: z.array(ZAchievementFamily),
});
export type TPlayerAchievements = z.infer<typeof ZPlayerAchievements>;
export const ZPlayerAchievementsResponse = z.object({ data: ZPlayerAchievements });

export const ZAchievementLeadersQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(24) });
export const ZAchievementLeader = z.object({
  rank: z.number().int(),
  player: ZAchievementPlayer,
  unlocked: z.number().int(),
  highestTier: z.number().int(),
});
export type TAchievementLeader = z.infer<typeof ZAchievementLeader>;
export const ZAchievementLeadersResponse = z.object({ data: z.array(ZAchievementLeader) });

export const ZRebuildAchievementsResponse = z.object({ message: z.string(), unlocked: z.number().int() });
export const rebuiltAchievementsNotice = (n: number) => `Τα επιτεύγματα υπολογίστηκαν ξανά: ${n} ξεκλειδώματα.`;
