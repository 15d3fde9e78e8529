import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestamptz, timestamps } from './columns.js';
import { contactMode, league, matchType } from './enums.js';
import { tournamentHosts } from './hosts-and-clubs.js';

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

/**
 * Hall of Fame: one season's podium of one league of the main organiser, as
 * it was published, for the seasons before the platform ran the finals (the
 * back office writes them; later champions are read from the finals' matches).
 */
export const hallOfFameEntries = pgTable(
  'hall_of_fame_entries',
  {
    id: id(),
    /** The season by the year its finals were played. */
    year: smallint('year').notNull(),
    type: matchType('type').notNull(),
    /** 0 men, 1 women, 2 mixed, as a championship's gender. */
    gender: smallint('gender').notNull(),
    league: league('league').notNull(),
    championName: text('champion_name').notNull(),
    runnerUpName: text('runner_up_name'),
    thirdName: text('third_name'),
    /** As published, from the champion's side. */
    finalScore: text('final_score'),
    photoPath: text('photo_path'),
    ...timestamps(),
  },
  (t) => [
    unique('hall_of_fame_entries_year_type_gender_league_unique').on(t.year, t.type, t.gender, t.league),
    check('hall_of_fame_entries_year_check', sql`${t.year} >= 2019`),
    check('hall_of_fame_entries_gender_check', sql`${t.gender} in (0, 1, 2)`),
    check('hall_of_fame_entries_mixed_doubles_check', sql`${t.gender} <> 2 or ${t.type} = 'doubles'`),
  ],
);
