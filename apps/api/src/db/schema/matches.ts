import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestamptz, timestamps } from './columns.js';
import { championships } from './championships.js';
import { matchKind, matchState, matchType, mediaType, surface } from './enums.js';
import { clubs, courts, tournamentHosts } from './hosts-and-clubs.js';
import { players } from './players.js';
import { scoreChecks, scoreColumns } from './score.js';
import { participations, roundRobinGroups, tournamentCategories } from './tournament-categories.js';
import { tournaments } from './tournaments.js';

/**
 * Every match: tournament draws and groups, championship fixtures and
 * friendlies, in one table so a player's matches, head-to-head, statistics and
 * the daily schedule read one place. Sides name their players directly (home
 * player 1 and 2, away player 1 and 2; player 2 only in doubles) whatever the
 * kind; tournament matches also point at the participations (for doubles, the
 * row of the team's player 1).
 */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    kind: matchKind('kind').notNull(),
    type: matchType('type').notNull().default('singles'),
    /** The organiser, copied from the tournament or championship: the unified daily schedule reads it. */
    hostId: integer('host_id').references(() => tournamentHosts.id, { onDelete: 'set null' }),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Of this tournament: the foreign key covers both columns. */
    tournamentCategoryId: integer('tournament_category_id'),
    roundRobinGroupId: integer('round_robin_group_id').references(() => roundRobinGroups.id, { onDelete: 'cascade' }),
    championshipId: integer('championship_id').references(() => championships.id, { onDelete: 'cascade' }),

    homeParticipationId: integer('home_participation_id').references(() => participations.id, { onDelete: 'set null' }),
    awayParticipationId: integer('away_participation_id').references(() => participations.id, { onDelete: 'set null' }),
    homePlayer1Id: integer('home_player1_id').references(() => players.id, { onDelete: 'restrict' }),
    homePlayer2Id: integer('home_player2_id').references(() => players.id, { onDelete: 'restrict' }),
    awayPlayer1Id: integer('away_player1_id').references(() => players.id, { onDelete: 'restrict' }),
    awayPlayer2Id: integer('away_player2_id').references(() => players.id, { onDelete: 'restrict' }),
    /** Brought the balls (championship singles: one checkbox per player). */
    homePlayer1Balls: boolean('home_player1_balls').notNull().default(false),
    homePlayer2Balls: boolean('home_player2_balls').notNull().default(false),
    awayPlayer1Balls: boolean('away_player1_balls').notNull().default(false),
    awayPlayer2Balls: boolean('away_player2_balls').notNull().default(false),
    homeCustomLabel: text('home_custom_label'),
    awayCustomLabel: text('away_custom_label'),
    /** A slot waiting for a qualifier shows "Q{n}". */
    homeQualifierNumber: smallint('home_qualifier_number'),
    awayQualifierNumber: smallint('away_qualifier_number'),

    /**
     * Tournaments: players left in the round (2 final, 4 semi-finals, …, 256);
     * null in group matches. Championships: the phase code (REGULAR_SEASON_PHASE or KNOCKOUT_PHASE of the domain).
     */
    tournamentPhase: integer('tournament_phase'),
    /** Draw number within the category; negative for qualifier matches. */
    aa: integer('aa'),
    /** The qualifier slot a qualifier match fills. */
    qualifierNumber: smallint('qualifier_number'),
    nextMatchId: integer('next_match_id').references((): AnyPgColumn => matches.id, { onDelete: 'set null' }),
    /** Where the winner goes in the next match: 0 home, 1 away. */
    nextMatchSlot: smallint('next_match_slot'),

    state: matchState('state').notNull().default('uninitialized'),
    isBye: boolean('is_bye').notNull().default(false),
    walkover: boolean('walkover').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** 0 home, 1 away, null undecided. */
    winner: smallint('winner'),
    ...scoreColumns(),
    /** Championship points gained by each side at conclusion (meta.*.gainedPoints), fixed then. */
    homePoints: integer('home_points'),
    awayPoints: integer('away_points'),

    scheduledAt: timestamptz('scheduled_at'),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    surface: surface('surface'),
    /** Friendlies played at a club outside the directory. */
    otherClubName: text('other_club_name'),
    otherClubSurface: surface('other_club_surface'),
    orderOfPlayComments: text('order_of_play_comments'),
    notes: text('notes'),
    /** The submitting player's own notes on a friendly. */
    personalNotes: text('personal_notes'),
    liveStreamingUrl: text('live_streaming_url'),
    cloudStorageUrl: text('cloud_storage_url'),

    concludedAt: timestamptz('concluded_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency: every update sets version = version + 1 where version = the one read. */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check(
      'matches_kind_refs_check',
      sql`case ${t.kind}
        when 'tournament' then ${t.tournamentId} is not null and ${t.tournamentCategoryId} is not null and ${t.championshipId} is null
        when 'championship' then ${t.championshipId} is not null and ${t.tournamentId} is null
        else ${t.tournamentId} is null and ${t.championshipId} is null
      end`,
    ),
    foreignKey({
      name: 'matches_tournament_category_fk',
      columns: [t.tournamentCategoryId, t.tournamentId],
      foreignColumns: [tournamentCategories.id, tournamentCategories.tournamentId],
    }).onDelete('cascade'),
    check('matches_winner_check', sql`${t.winner} in (0, 1)`),
    check('matches_next_match_slot_check', sql`${t.nextMatchSlot} in (0, 1)`),
    check('matches_version_check', sql`${t.version} >= 1`),
    ...scoreChecks('matches'),
    index('matches_championship_state_scheduled_index').on(t.championshipId, t.state, t.scheduledAt),
    index('matches_category_phase_index').on(t.tournamentCategoryId, t.tournamentPhase, t.aa),
    index('matches_tournament_scheduled_index').on(t.tournamentId, t.scheduledAt),
    index('matches_host_scheduled_index').on(t.hostId, t.scheduledAt),
    index('matches_scheduled_at_index').on(t.scheduledAt),
    index('matches_club_scheduled_index').on(t.clubId, t.scheduledAt),
    index('matches_round_robin_group_id_index').on(t.roundRobinGroupId),
    index('matches_next_match_id_index').on(t.nextMatchId),
    index('matches_home_participation_id_index').on(t.homeParticipationId),
    index('matches_away_participation_id_index').on(t.awayParticipationId),
    index('matches_home_player1_id_index').on(t.homePlayer1Id),
    index('matches_home_player2_id_index').on(t.homePlayer2Id),
    index('matches_away_player1_id_index').on(t.awayPlayer1Id),
    index('matches_away_player2_id_index').on(t.awayPlayer2Id),
  ],
);

/** Photos and videos of a match, in display order. */
export const matchMedia = pgTable(
  'match_media',
  {
    id: id(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    type: mediaType('type').notNull(),
    /** A stored file key, or an external URL for videos. */
    url: text('url').notNull(),
    filename: text('filename'),
    position: smallint('position').notNull().default(0),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('match_media_match_position_index').on(t.matchId, t.position)],
);
