import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { id, timestamptz, timestamps } from './columns.js';
import { surface, tournamentState } from './enums.js';
import { clubs, sponsors, tournamentHosts } from './hosts-and-clubs.js';
import { searchName, searchNameIndex } from './search.js';

export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    hostId: integer('host_id')
      .notNull()
      .references(() => tournamentHosts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Unique per host: public URLs are /tournaments/{hostSlug}/{tournamentSlug}. */
    slug: text('slug').notNull(),
    /** Null: "various tennis clubs". */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /** Null: mixed, shown as "various surfaces". */
    surface: surface('surface'),
    address: text('address'),
    state: tournamentState('state').notNull().default('draft'),
    participationsOpen: boolean('participations_open').notNull().default(false),
    tournamentStart: timestamptz('tournament_start').notNull(),
    tournamentEnd: timestamptz('tournament_end'),
    /** The participation deadline. */
    participationsEnd: timestamptz('participations_end').notNull(),
    /** Fee of a player's first category, in cents. */
    firstCategoryCostCents: integer('first_category_cost_cents').notNull(),
    /** Fee of each further category, in cents. */
    secondCategoryCostCents: integer('second_category_cost_cents'),
    maxParticipations: integer('max_participations'),
    posterPath: text('poster_path'),
    proclamationPath: text('proclamation_path'),
    contactPhones: text('contact_phones'),
    notes: text('notes'),
    searchName: searchName(`"name"`),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the tournament last became public (a draft published or moved on):
     * the event mails' job announces what was published lately (decision 031).
     * Null for a draft never published, and for tournaments public before
     * this was recorded, which are no news.
     */
    publishedAt: timestamptz('published_at'),
    ...timestamps(),
  },
  (t) => [
    unique('tournaments_host_slug_unique').on(t.hostId, t.slug),
    index('tournaments_published_at_index').on(t.publishedAt),
    check('tournaments_first_category_cost_check', sql`${t.firstCategoryCostCents} >= 0`),
    check('tournaments_second_category_cost_check', sql`${t.secondCategoryCostCents} >= 0`),
    check('tournaments_max_participations_check', sql`${t.maxParticipations} >= 1`),
    check('tournaments_dates_check', sql`${t.tournamentEnd} is null or ${t.tournamentEnd} >= ${t.tournamentStart}`),
    index('tournaments_state_start_index').on(t.state, t.tournamentStart),
    index('tournaments_club_id_index').on(t.clubId),
    searchNameIndex('tournaments_search_name_trgm_index', t.searchName),
  ],
);

export const tournamentSponsors = pgTable(
  'tournament_sponsors',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.sponsorId] }),
    index('tournament_sponsors_sponsor_id_index').on(t.sponsorId),
  ],
);
