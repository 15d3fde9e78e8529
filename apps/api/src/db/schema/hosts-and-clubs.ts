import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { matchType, surface } from './enums.js';

/** An organiser. Host 1 is the main championship organiser. */
export const tournamentHosts = pgTable('tournament_hosts', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Stored file key behind the storage interface; served by GET /api/tournament-hosts/{id}/logo. */
  logoPath: text('logo_path'),
  phone: text('phone'),
  email: text('email'),
  /** Feature flag: the tennis-rating column and boosts in participations. */
  hasRating: boolean('has_rating').notNull().default(false),
  ...timestamps(),
});

/** The categories a host offers; a tournament picks from them. */
export const hostCategories = pgTable(
  'host_categories',
  {
    id: id(),
    hostId: integer('host_id')
      .notNull()
      .references(() => tournamentHosts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
    type: matchType('type').notNull(),
    /** 0 men, 1 women, 2 mixed, 3 any (doubles). */
    gender: smallint('gender').notNull(),
    position: smallint('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('host_categories_host_name_unique').on(t.hostId, t.name),
    check('host_categories_gender_check', sql`${t.gender} between 0 and 3`),
  ],
);

/** A host's sponsor; a tournament shows the ones linked in tournament_sponsors. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: id(),
    hostId: integer('host_id')
      .notNull()
      .references(() => tournamentHosts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url'),
    imagePath: text('image_path'),
    ...timestamps(),
  },
  (t) => [index('sponsors_host_id_index').on(t.hostId)],
);

/** The club directory. A club may belong to a host or be shared (host_id null). */
export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    hostId: integer('host_id').references(() => tournamentHosts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    acronym: text('acronym'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    mapUrl: text('map_url'),
    /** Partner-facility page key (taf, tenez, kavouri). */
    slug: text('slug').unique(),
    description: text('description'),
    /** Court cost per match by time of day, for the advanced-stats club costs. */
    morningZoneCostCents: integer('morning_zone_cost_cents'),
    eveningZoneCostCents: integer('evening_zone_cost_cents'),
    ...timestamps(),
  },
  (t) => [
    index('clubs_host_id_index').on(t.hostId),
    check('clubs_morning_zone_cost_check', sql`${t.morningZoneCostCents} >= 0`),
    check('clubs_evening_zone_cost_check', sql`${t.eveningZoneCostCents} >= 0`),
  ],
);

export const courts = pgTable(
  'courts',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surface: surface('surface').notNull(),
    ...timestamps(),
  },
  (t) => [unique('courts_club_name_unique').on(t.clubId, t.name)],
);

/** The surfaces a club offers: the surface list of the schedule form follows the chosen club. */
export const clubSurfaces = pgTable(
  'club_surfaces',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    surface: surface('surface').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.surface] })],
);
