import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { players } from './players.js';

/**
 * A player's private calendar feed: the secret in its address is all a
 * calendar app sends, so it is long, random and replaced or removed on the
 * player's word (a shared address is then dead). One per player.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
