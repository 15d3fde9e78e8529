import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestamptz, timestamps } from './columns.js';
import { championships } from './championships.js';
import { contactMode, league } from './enums.js';
import { tournamentHosts } from './hosts-and-clubs.js';
import { players } from './players.js';

/** POST /api/contact; mode bugs-and-improvements is the /contact?mode=… variant. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    mode: contactMode('mode').notNull().default('contact'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    hostId: integer('host_id').references(() => tournamentHosts.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    handledAt: timestamptz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_index').on(t.createdAt)],
);

/** Images of static pages replaced from the UI: the knockouts page has six per year. */
export const staticContentImages = pgTable(
  'static_content_images',
  {
    id: id(),
    page: text('page').notNull(),
    year: smallint('year').notNull(),
    index: smallint('index').notNull(),
    path: text('path').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [unique('static_content_images_page_year_index_unique').on(t.page, t.year, t.index)],
);

/** Hall of Fame: the top three of each league by year. */
export const champions = pgTable(
  'champions',
  {
    id: id(),
    year: smallint('year').notNull(),
    league: league('league').notNull(),
    /** 1 champion, 2 runner-up, 3 third. */
    position: smallint('position').notNull(),
    /** As printed, also for seasons before the platform. */
    name: text('name').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    championshipId: integer('championship_id').references(() => championships.id, { onDelete: 'set null' }),
    photoPath: text('photo_path'),
    ...timestamps(),
  },
  (t) => [
    unique('champions_year_league_position_unique').on(t.year, t.league, t.position),
    check('champions_position_check', sql`${t.position} between 1 and 3`),
  ],
);
