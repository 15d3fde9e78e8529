import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamptz, timestamps } from './columns.js';
import { championships } from './championships.js';
import { matches } from './matches.js';
import { players } from './players.js';

/** An achievement a player can unlock; a family ("100 wins", …) has tiers 1 to 4. */
export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    /** Stable key the achievement rules use, e.g. "wins-50". */
    key: text('key').notNull().unique(),
    family: text('family').notNull(),
    /** 1 primary, 2 teal, 3 warning, 4 danger. */
    tier: smallint('tier').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The count that unlocks it, when it is a count. */
    threshold: integer('threshold'),
    imagePath: text('image_path'),
    position: smallint('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('achievements_family_tier_unique').on(t.family, t.tier),
    check('achievements_tier_check', sql`${t.tier} between 1 and 4`),
  ],
);

export const playerAchievements = pgTable(
  'player_achievements',
  {
    id: id(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    achievedAt: timestamptz('achieved_at').notNull().defaultNow(),
    /** The match that unlocked it. */
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    championshipId: integer('championship_id').references(() => championships.id, { onDelete: 'set null' }),
    /**
     * A new unlock whose mail is still to be sent (decision 031): set in the
     * transaction that stores the unlock, cleared by the job once mailed. A
     * rebuild stores what was unlocked before without it, so it is not news.
     */
    mailPending: boolean('mail_pending').notNull().default(false),
  },
  (t) => [
    unique('player_achievements_player_achievement_unique').on(t.playerId, t.achievementId),
    index('player_achievements_achievement_id_index').on(t.achievementId),
    index('player_achievements_mail_pending_index')
      .on(t.id)
      .where(sql`${t.mailPending}`),
  ],
);
