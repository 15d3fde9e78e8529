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
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestamptz, timestamps } from './columns.js';
import {
  categoryState,
  entryStatus,
  matchType,
  participationSource,
  participationState,
  paymentMethod,
  roundRobinPhase,
} from './enums.js';
import { hostCategories } from './hosts-and-clubs.js';
import { atrpColumn, atrpCheck, doublesTeams, players } from './players.js';
import { tournaments } from './tournaments.js';

// A tournament's categories, who takes part in them, what they paid and the
// round-robin groups. Categories and participations point at each other
// (winner, finalist), so they share this file.

export const tournamentCategories = pgTable(
  'tournament_categories',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    hostCategoryId: integer('host_category_id').references(() => hostCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
    type: matchType('type').notNull(),
    /** 0 men, 1 women, 2 mixed, 3 any (doubles). */
    gender: smallint('gender').notNull(),
    /** Shown on the public pages only when true. */
    visible: boolean('visible').notNull().default(true),
    position: smallint('position').notNull().default(0),
    state: categoryState('state').notNull().default('uninitialized'),
    seedsAreSet: boolean('seeds_are_set').notNull().default(false),
    /** The TODS matchUpFormat code its matches are played in (decision 033); the league's format by default. */
    matchFormat: text('match_format').notNull().default('SET3-S:6/TB7-F:TB10'),
    seedCount: smallint('seed_count').notNull().default(0),
    /** Knockout draw size: 4 to 256, or 2 to 16 after a group phase. */
    drawSize: smallint('draw_size'),
    qualifierMatches: smallint('qualifier_matches').notNull().default(0),
    /** A qualifying category whose winners enter this one. */
    qualifierCategoryId: integer('qualifier_category_id').references((): AnyPgColumn => tournamentCategories.id, {
      onDelete: 'set null',
    }),
    roundRobin: boolean('round_robin').notNull().default(false),
    roundRobinPhase: roundRobinPhase('round_robin_phase'),
    groupCount: smallint('group_count'),
    groupSize: smallint('group_size'),
    /** Policy after the group phase: true, a knockout of draw_follow_up_size follows. */
    drawFollowUp: boolean('draw_follow_up'),
    drawFollowUpSize: smallint('draw_follow_up_size'),
    /** The knockout category that follows this category's group phase. */
    knockoutPhaseCategoryId: integer('knockout_phase_category_id').references(
      (): AnyPgColumn => tournamentCategories.id,
      { onDelete: 'set null' },
    ),
    /** Filled when the category comes to an end (print winners). */
    winnerParticipationId: integer('winner_participation_id').references((): AnyPgColumn => participations.id, {
      onDelete: 'set null',
    }),
    finalistParticipationId: integer('finalist_participation_id').references((): AnyPgColumn => participations.id, {
      onDelete: 'set null',
    }),
    initializedAt: timestamptz('initialized_at'),
    concludedAt: timestamptz('concluded_at'),
    ...timestamps(),
  },
  (t) => [
    unique('tournament_categories_tournament_name_unique').on(t.tournamentId, t.name),
    // Target of the (category, tournament) foreign keys that keep a row's two references consistent.
    unique('tournament_categories_id_tournament_unique').on(t.id, t.tournamentId),
    check('tournament_categories_gender_check', sql`${t.gender} between 0 and 3`),
    check('tournament_categories_draw_size_check', sql`${t.drawSize} in (2, 4, 8, 16, 32, 64, 128, 256)`),
    check('tournament_categories_draw_follow_up_size_check', sql`${t.drawFollowUpSize} in (2, 4, 8, 16)`),
    check('tournament_categories_qualifier_matches_check', sql`${t.qualifierMatches} >= 0`),
    check('tournament_categories_seed_count_check', sql`${t.seedCount} >= 0`),
    check('tournament_categories_group_count_check', sql`${t.groupCount} between 1 and 16`),
    check('tournament_categories_group_size_check', sql`${t.groupSize} between 3 and 8`),
  ],
);

export const roundRobinGroups = pgTable(
  'round_robin_groups',
  {
    id: id(),
    tournamentCategoryId: integer('tournament_category_id')
      .notNull()
      .references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    /** 1 to 16; shown as letters A, B, … */
    groupNumber: smallint('group_number').notNull(),
    nickname: text('nickname'),
    ...timestamps(),
  },
  (t) => [
    unique('round_robin_groups_category_number_unique').on(t.tournamentCategoryId, t.groupNumber),
    check('round_robin_groups_group_number_check', sql`${t.groupNumber} between 1 and 16`),
  ],
);

/** One payment received for one or more participations (POST …/confirm-payment). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull().default('cash'),
    reference: text('reference'),
    notes: text('notes'),
    receivedByUserId: integer('received_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamptz('paid_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
    index('payments_tournament_id_index').on(t.tournamentId),
  ],
);

/**
 * A player's entry in a tournament category. Every player has a row of their
 * own, doubles too: the two rows of a pair share doubles_team_id and each pays
 * its own fee (siblingPaymentCompletedAt), which is why the spec counts doubles
 * "primary participations" as the total divided by 2. Draws, groups and
 * matches refer to a pair through the row of the team's player 1.
 */
export const participations = pgTable(
  'participations',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Of this tournament: the foreign key covers both columns. */
    tournamentCategoryId: integer('tournament_category_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    doublesTeamId: integer('doubles_team_id').references(() => doublesTeams.id, { onDelete: 'restrict' }),
    source: participationSource('source').notNull().default('backoffice'),
    /** Who submitted it; null for a guest. */
    registeredByUserId: integer('registered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest or player agreed to the terms of use and communication. */
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    state: participationState('state').notNull().default('pending'),
    rejectionNotes: text('rejection_notes'),
    notes: text('notes'),
    seed: smallint('seed'),
    /** Direct acceptance unless the back office says otherwise (WC, Q, LL, PR, SE, ALT). */
    entryStatus: entryStatus('entry_status').notNull().default('direct'),
    /** Tennis rating in the category, for hosts with the rating feature. */
    rating: integer('rating'),
    ratingBoost: smallint('rating_boost').notNull().default(0),
    /** ATRP given at entry in championship mode. */
    atrp: atrpColumn(),
    /** First- or second-category fee at entry, in cents. */
    feeCents: integer('fee_cents').notNull().default(0),
    /** Paid when set (paymentCompletedAt). */
    paidAt: timestamptz('paid_at'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'participations_tournament_category_fk',
      columns: [t.tournamentCategoryId, t.tournamentId],
      foreignColumns: [tournamentCategories.id, tournamentCategories.tournamentId],
    }).onDelete('cascade'),
    unique('participations_category_player_unique').on(t.tournamentCategoryId, t.playerId),
    check('participations_seed_check', sql`${t.seed} >= 1`),
    check('participations_rating_boost_check', sql`${t.ratingBoost} between 0 and 250`),
    check('participations_fee_check', sql`${t.feeCents} >= 0`),
    check('participations_atrp_check', atrpCheck('"atrp"')),
    index('participations_tournament_state_index').on(t.tournamentId, t.state),
    index('participations_category_state_index').on(t.tournamentCategoryId, t.state),
    index('participations_player_id_index').on(t.playerId),
    index('participations_doubles_team_id_index').on(t.doublesTeamId),
    index('participations_payment_id_index').on(t.paymentId),
  ],
);

export const groupParticipants = pgTable(
  'group_participants',
  {
    id: id(),
    roundRobinGroupId: integer('round_robin_group_id')
      .notNull()
      .references(() => roundRobinGroups.id, { onDelete: 'cascade' }),
    /** For doubles: the row of the team's player 1. A participation sits in one group. */
    participationId: integer('participation_id')
      .notNull()
      .unique()
      .references(() => participations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Withdrew from the group: their played matches stay, the unplayed ones were cancelled (issue 14). */
    withdrawnAt: timestamptz('withdrawn_at'),
    /** The alternate who took a withdrawn member's matches: a place is taken once. */
    replacedByParticipationId: integer('replaced_by_participation_id').references(() => participations.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [unique('group_participants_group_position_unique').on(t.roundRobinGroupId, t.position)],
);
