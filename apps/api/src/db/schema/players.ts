import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { id, timestamps } from './columns.js';
import { backhandType, strongHand, styleOfPlay } from './enums.js';
import { tournamentHosts } from './hosts-and-clubs.js';
import { searchName, searchNameIndex } from './search.js';

/**
 * ATRP level 1.5 to 4.5 in steps of 0.5, exact (numeric), read as a number.
 * Null: not rated yet (shown as "0.0").
 */
export const atrpColumn = (name = 'atrp') => numeric(name, { precision: 2, scale: 1, mode: 'number' });

/** SQL check for an ATRP column: null or one of 1.5, 2.0, …, 4.5. */
export const atrpCheck = (column: string) =>
  sql.raw(`${column} is null or (${column} between 1.5 and 4.5 and ${column} * 2 = trunc(${column} * 2))`);

export const players = pgTable(
  'players',
  {
    id: id(),
    /** The user account of this player, when linked (link/unlink in /players). */
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    displayName: text('display_name').notNull(),
    /** 0 man, 1 woman. */
    gender: smallint('gender').notNull(),
    email: text('email'),
    countryCallingCode: text('country_calling_code').notNull().default('+30'),
    /** National number, digits only. */
    phone: text('phone'),
    birthYear: smallint('birth_year'),
    strongHand: strongHand('strong_hand'),
    backhandType: backhandType('backhand_type'),
    styleOfPlay: styleOfPlay('style_of_play'),
    notes: text('notes'),
    profilePicturePath: text('profile_picture_path'),
    atrp: atrpColumn(),
    /** "name surname name": finds both "Γιώργος Παπ…" and "Παπαδόπουλος Γιώ…". */
    searchName: searchName(`"name" || ' ' || "surname" || ' ' || "name"`),
    ...timestamps(),
  },
  (t) => [
    check('players_gender_check', sql`${t.gender} in (0, 1)`),
    check('players_atrp_check', atrpCheck('"atrp"')),
    check('players_birth_year_check', sql`${t.birthYear} between 1900 and 2100`),
    index('players_phone_index').on(t.phone),
    searchNameIndex('players_search_name_trgm_index', t.searchName),
  ],
);

/** A pair of players. The pair is unique whatever the order of the two. */
export const doublesTeams = pgTable(
  'doubles_teams',
  {
    id: id(),
    player1Id: integer('player1_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    player2Id: integer('player2_id')
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    /** 0 men, 1 women, 2 mixed. */
    gender: smallint('gender').notNull(),
    name: text('name'),
    ...timestamps(),
  },
  (t) => [
    check('doubles_teams_gender_check', sql`${t.gender} in (0, 1, 2)`),
    check('doubles_teams_two_players_check', sql`${t.player1Id} <> ${t.player2Id}`),
    uniqueIndex('doubles_teams_pair_unique').on(
      sql`least(${t.player1Id}, ${t.player2Id})`,
      sql`greatest(${t.player1Id}, ${t.player2Id})`,
    ),
    index('doubles_teams_player1_id_index').on(t.player1Id),
    index('doubles_teams_player2_id_index').on(t.player2Id),
  ],
);

/**
 * A host's customer register (/clients): the host's link to a player, who may
 * be shared with other hosts (decision 017). The player keeps the identity
 * (name, surname, gender); the entry keeps what is the host's own: its notes,
 * the contact details it holds and the ATRP it gives (null: the player's own).
 * hasWallet, hasAccount, balance and balls are read through the player.
 */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    hostId: integer('host_id')
      .notNull()
      .references(() => tournamentHosts.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    countryCallingCode: text('country_calling_code').notNull().default('+30'),
    /** National number, digits only. */
    phone: text('phone'),
    email: text('email'),
    atrp: atrpColumn(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('clients_host_player_unique').on(t.hostId, t.playerId),
    index('clients_player_id_index').on(t.playerId),
    check('clients_atrp_check', atrpCheck('"atrp"')),
  ],
);
