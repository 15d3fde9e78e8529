import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.js';
import { championships } from './championships.js';
import { clubs } from './hosts-and-clubs.js';
import { players } from './players.js';

// Friendly matches are rows of `matches` with kind 'friendly'. This file holds
// the weekly availability calendar players fill in to find opponents.

export const availabilityEvents = pgTable(
  'availability_events',
  {
    id: id(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The championship the calendar was opened from (query championshipId). */
    championshipId: integer('championship_id').references(() => championships.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('availability_events_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('availability_events_player_starts_index').on(t.playerId, t.startsAt),
    index('availability_events_championship_starts_index').on(t.championshipId, t.startsAt),
  ],
);
