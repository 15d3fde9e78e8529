import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestamptz, timestamps } from './columns.js';
import {
  championshipParticipationStatus,
  championshipState,
  league,
  matchType,
  participationState,
  standingsKind,
  surface,
} from './enums.js';
import { clubs, tournamentHosts } from './hosts-and-clubs.js';
import { atrpColumn, atrpCheck, players } from './players.js';
import { searchName, searchNameIndex } from './search.js';
import { tournaments } from './tournaments.js';

export const championships = pgTable(
  'championships',
  {
    id: id(),
    hostId: integer('host_id')
      .notNull()
      .references(() => tournamentHosts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Unique across hosts: public URLs are /championships/{slug}. */
    slug: text('slug').notNull().unique(),
    type: matchType('type').notNull(),
    /** 0 men, 1 women, 2 mixed. */
    gender: smallint('gender').notNull(),
    state: championshipState('state').notNull().default('draft'),
    participationsOpen: boolean('participations_open').notNull().default(false),
    /** No notification emails while silenced. */
    silenced: boolean('silenced').notNull().default(false),
    year: smallint('year').notNull(),
    startingYear: smallint('starting_year').notNull(),
    endingYear: smallint('ending_year').notNull(),
    regularSeasonStart: timestamptz('regular_season_start'),
    regularSeasonEnd: timestamptz('regular_season_end'),
    /** Runs the UNDER 2.5 league (ATRP 1.5 to 2.5) beside the OPEN one. */
    openUnder: boolean('open_under').notNull().default(false),
    /** The finals are played as a tournament. */
    finalsTournamentId: integer('finals_tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    logoPath: text('logo_path'),
    posterPath: text('poster_path'),
    proclamationPath: text('proclamation_path'),
    /** The league's pages on the social networks, linked from the landing page. */
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    youtubeUrl: text('youtube_url'),
    /** Grows with every standings change: the public tables' ETag and the race cache's key. */
    standingsVersion: integer('standings_version').notNull().default(0),
    searchName: searchName(`"name"`),
    ...timestamps(),
  },
  (t) => [
    check('championships_gender_check', sql`${t.gender} in (0, 1, 2)`),
    check('championships_years_check', sql`${t.endingYear} >= ${t.startingYear}`),
    check(
      'championships_regular_season_check',
      sql`${t.regularSeasonEnd} is null or ${t.regularSeasonEnd} >= ${t.regularSeasonStart}`,
    ),
    index('championships_host_state_index').on(t.hostId, t.state),
    searchNameIndex('championships_search_name_trgm_index', t.searchName),
  ],
);

/** Clubs where a championship's matches are played (the schedule form's club list). */
export const championshipVenues = pgTable(
  'championship_venues',
  {
    championshipId: integer('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'restrict' }),
    defaultSurface: surface('default_surface'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.championshipId, t.clubId] }),
    index('championship_venues_club_id_index').on(t.clubId),
  ],
);

/** YouTube videos of the landing page, in the admin's order (the form replaces the whole list). */
export const championshipVideos = pgTable(
  'championship_videos',
  {
    id: id(),
    championshipId: integer('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    title: text('title').notNull(),
    /** As the admin gave it; the presenter embeds it by its video id. */
    url: text('url').notNull(),
    ...timestamps(),
  },
  (t) => [index('championship_videos_championship_position_index').on(t.championshipId, t.position)],
);

/**
 * A player in a championship, doubles championships too: their matches pair
 * players freely (four player pickers), and standings rank players.
 */
export const championshipParticipations = pgTable(
  'championship_participations',
  {
    id: id(),
    championshipId: integer('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    state: participationState('state').notNull().default('pending'),
    /** Required to approve. */
    atrp: atrpColumn(),
    status: championshipParticipationStatus('status').notNull().default('play'),
    preferredSurface: surface('preferred_surface'),
    registrationNotes: text('registration_notes'),
    notes: text('notes'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    contactPermissionGranted: boolean('contact_permission_granted').notNull().default(false),
    feeCents: integer('fee_cents').notNull().default(0),
    paidAt: timestamptz('paid_at'),
    /** Kept by the standings refresh: total and tie-break points. */
    points: integer('points').notNull().default(0),
    secondaryPoints: integer('secondary_points').notNull().default(0),
    /** Kept with the points (decision 006): matches played, wins and losses (defaults suffered included). */
    matchesPlayed: integer('matches_played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    /** Place in the OPEN and UNDER 2.5 tables; null when not ranked there (OFF, not approved, not in the league). */
    openRank: integer('open_rank'),
    underRank: integer('under_rank'),
    registeredByUserId: integer('registered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('championship_participations_championship_player_unique').on(t.championshipId, t.playerId),
    check('championship_participations_atrp_check', atrpCheck('"atrp"')),
    check('championship_participations_approved_atrp_check', sql`${t.state} <> 'approved' or ${t.atrp} is not null`),
    check('championship_participations_fee_check', sql`${t.feeCents} >= 0`),
    index('championship_participations_championship_state_index').on(t.championshipId, t.state),
    index('championship_participations_player_id_index').on(t.playerId),
    index('championship_participations_championship_open_rank_index').on(t.championshipId, t.openRank),
  ],
);

/**
 * A computed ranking: the Monday refresh (weekly) or a month of the race
 * (monthly-race, closed by conclude-r2m). Reads serve the latest snapshot
 * instead of recomputing per request.
 */
export const standingsSnapshots = pgTable(
  'standings_snapshots',
  {
    id: id(),
    championshipId: integer('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    kind: standingsKind('kind').notNull(),
    /** The race month (1 to 12) and year; null for weekly snapshots. */
    month: smallint('month'),
    year: smallint('year'),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
    concludedAt: timestamptz('concluded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('standings_snapshots_month_check', sql`${t.month} between 1 and 12`),
    check(
      'standings_snapshots_race_period_check',
      sql`${t.kind} <> 'monthly-race' or (${t.month} is not null and ${t.year} is not null)`,
    ),
    index('standings_snapshots_lookup_index').on(t.championshipId, t.kind, t.computedAt),
  ],
);

export const standingsEntries = pgTable(
  'standings_entries',
  {
    id: id(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => standingsSnapshots.id, { onDelete: 'cascade' }),
    championshipParticipationId: integer('championship_participation_id')
      .notNull()
      .references(() => championshipParticipations.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    league: league('league').notNull().default('open'),
    rank: integer('rank').notNull(),
    points: integer('points').notNull(),
    secondaryPoints: integer('secondary_points').notNull().default(0),
    status: championshipParticipationStatus('status').notNull(),
    matchesPlayed: integer('matches_played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    setsWon: integer('sets_won').notNull().default(0),
    setsLost: integer('sets_lost').notNull().default(0),
    gamesWon: integer('games_won').notNull().default(0),
    gamesLost: integer('games_lost').notNull().default(0),
    /** Recent results, newest first, e.g. "WWLWL". */
    form: text('form'),
  },
  (t) => [
    unique('standings_entries_snapshot_league_participation_unique').on(
      t.snapshotId,
      t.league,
      t.championshipParticipationId,
    ),
    index('standings_entries_player_id_index').on(t.playerId),
    index('standings_entries_participation_id_index').on(t.championshipParticipationId),
  ],
);
