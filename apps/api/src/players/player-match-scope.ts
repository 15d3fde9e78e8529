import { and, eq, gte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { matches } from '../db/schema/index.js';

// Which matches are a player's, and which of them a viewer sees or a
// statistic counts. Friendlies are visible on the player's own profile only
// and never count (spec 3 §2: "visible only on the user's own profile").

/** The player is on either side, as player 1 or 2. */
const playsIn = (playerId: number): SQL =>
  or(
    eq(matches.homePlayer1Id, playerId),
    eq(matches.homePlayer2Id, playerId),
    eq(matches.awayPlayer1Id, playerId),
    eq(matches.awayPlayer2Id, playerId),
  )!;

/** The player's real matches (no byes) the viewer may see: friendlies only for the player themself. */
export const visibleMatchesOf = (playerId: number, self: boolean): SQL =>
  and(playsIn(playerId), not(matches.isBye), self ? undefined : ne(matches.kind, 'friendly'))!;

/** The visible matches still to be played: the first of them is the player's next match. */
export const comingMatchesOf = (playerId: number, self: boolean): SQL =>
  and(visibleMatchesOf(playerId, self), ne(matches.state, 'concluded'), gte(matches.scheduledAt, sql`now()`))!;

/** The player's decided matches that count in form and statistics: friendlies never do. */
export const countedResultsOf = (playerId: number): SQL =>
  and(
    playsIn(playerId),
    not(matches.isBye),
    ne(matches.kind, 'friendly'),
    eq(matches.state, 'concluded'),
    sql`${matches.winner} is not null`,
  )!;

/** When the match was played or is due: its schedule, else its conclusion. */
export const matchMoment = sql`coalesce(${matches.scheduledAt}, ${matches.concludedAt})`;

/** The calendar year of the match on an Athens clock. */
export const matchYear = sql<number>`extract(year from (${matchMoment} at time zone 'Europe/Athens'))::int`;

/** The player's side won. */
export const wonBy = (playerId: number): SQL<boolean> =>
  sql<boolean>`(case when ${matches.homePlayer1Id} = ${playerId} or ${matches.homePlayer2Id} = ${playerId}
    then ${matches.winner} = 0 else ${matches.winner} = 1 end)`;

/** Newest first: the latest played on top, the id breaking ties. */
export const newestFirst = [sql`${matchMoment} desc nulls last`, sql`${matches.id} desc`];
