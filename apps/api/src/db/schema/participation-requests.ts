import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { TParticipant } from '@tennis/contracts';
import { users } from './auth.js';
import { createdAt, id, timestamptz } from './columns.js';
import { players } from './players.js';
import { tournaments } from './tournaments.js';

/**
 * A self sign-up that names a player already on the platform (the guest's or
 * the teammate's phone is theirs). It holds no place: it waits until the
 * tournament's back office confirms it into participations, which then pass
 * the capacity check like any entry, or rejects it. The details stay as
 * typed; the players are found by their phones again on confirmation.
 */
export const participationRequests = pgTable(
  'participation_requests',
  {
    id: id(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    tournamentCategoryIds: integer('tournament_category_ids').array().notNull(),
    /** The signed-in player who signed up; null for a guest. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** The guest's details as typed; null for a signed-in player. */
    guest: jsonb('guest').$type<TParticipant>(),
    teammate: jsonb('teammate').$type<TParticipant>(),
    registeredByUserId: integer('registered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    termsAcceptedAt: timestamptz('terms_accepted_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('participation_requests_one_participant_check', sql`(${t.playerId} is null) <> (${t.guest} is null)`),
    index('participation_requests_tournament_index').on(t.tournamentId, t.createdAt),
    index('participation_requests_player_id_index').on(t.playerId),
  ],
);
