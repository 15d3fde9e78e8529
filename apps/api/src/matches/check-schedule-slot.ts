import { and, eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES, type TSurface } from '@tennis/contracts';
import type { Tx } from '../db/client.js';
import { championshipVenues, clubs } from '../db/schema/index.js';
import { conflict, fieldError } from '../lib/http-error.js';
import { isOnQuarterHour, parseAthensDateTime } from './athens-date-time.js';

/** The instant of a schedule time: a real Athens time on the 15-minute grid, else a 422 on `scheduledAt`. */
export function scheduleInstant(scheduledAt: string): Date {
  const instant = parseAthensDateTime(scheduledAt);
  if (!instant) throw fieldError('scheduledAt', 'Μη έγκυρη ημερομηνία και ώρα');
  if (!isOnQuarterHour(scheduledAt)) throw fieldError('scheduledAt', MATCH_MESSAGES.notOnGrid);
  return instant;
}

/** Where a match may be played: a championship's venues, a host's clubs (its own and the shared ones), or any club. */
export type VenueScope = { championshipId: number } | { hostId: number } | null;

/**
 * The club and surface of a schedule: the club must exist, be in the match's
 * venue scope and offer the surface, from its surfaces list or its courts.
 */
export async function checkClubAndSurface(tx: Tx, clubId: number, surface: TSurface, scope: VenueScope): Promise<void> {
  const [club] = await tx.select({ id: clubs.id, hostId: clubs.hostId }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw fieldError('clubId', MATCH_MESSAGES.unknownClub);
  if (scope && 'championshipId' in scope) {
    const [venue] = await tx
      .select({ clubId: championshipVenues.clubId })
      .from(championshipVenues)
      .where(and(eq(championshipVenues.championshipId, scope.championshipId), eq(championshipVenues.clubId, clubId)));
    if (!venue) throw fieldError('clubId', MATCH_MESSAGES.clubNotVenue);
  }
  if (scope && 'hostId' in scope && club.hostId !== null && club.hostId !== scope.hostId)
    throw fieldError('clubId', MATCH_MESSAGES.clubNotHosts);
  const { rows } = await tx.execute<{ offered: boolean }>(sql`
    select exists (select 1 from club_surfaces where club_id = ${clubId} and surface = ${surface})
        or exists (select 1 from courts where club_id = ${clubId} and surface = ${surface}) as offered`);
  if (rows[0]?.offered !== true) throw fieldError('surface', MATCH_MESSAGES.surfaceNotAtClub);
}

/**
 * The court of a schedule: one of the club's, of the chosen surface (422 on
 * `courtId`), with no other match starting there at the same moment (409).
 * The court's row is locked, so two requests booking it wait for each other.
 */
export async function checkCourtFree(
  tx: Tx,
  slot: { clubId: number; surface: TSurface; courtId: number },
  at: Date,
  matchId: number,
): Promise<void> {
  const { rows } = await tx.execute<{ club_id: number; surface: TSurface }>(
    sql`select club_id, surface from courts where id = ${slot.courtId} for update`,
  );
  const court = rows[0];
  if (!court || court.club_id !== slot.clubId) throw fieldError('courtId', MATCH_MESSAGES.courtNotAtClub);
  if (court.surface !== slot.surface) throw fieldError('courtId', MATCH_MESSAGES.courtSurface);
  const { rows: taken } = await tx.execute(sql`
    select 1 from matches where court_id = ${slot.courtId} and scheduled_at = ${at.toISOString()}::timestamptz
      and id <> ${matchId} and not is_bye limit 1`);
  if (taken.length > 0) throw conflict(MATCH_MESSAGES.courtTaken);
}

/**
 * A player plays one match at a time: 409 when any of them already has a
 * match (of any kind) at that moment. The players' rows are locked first, in
 * id order, so two requests booking the same player wait for each other
 * instead of both seeing a free slot.
 */
export async function checkPlayersFree(
  tx: Tx,
  playerIds: readonly number[],
  at: Date,
  /** The match being moved, or the matches (a swap) whose old times no longer hold anyone. */
  exceptMatchId: number | null | readonly number[],
): Promise<void> {
  const except = sql.join(
    (Array.isArray(exceptMatchId) ? exceptMatchId : [exceptMatchId ?? 0]).map((id: number) => sql`${id}::int`),
    sql`, `,
  );
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await tx.execute(sql`select id from players where id in (${list}) order by id for update`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from matches
    where scheduled_at = ${at.toISOString()}::timestamptz and not is_bye
      and id not in (${except})
      and (home_player1_id in (${list}) or home_player2_id in (${list}) or away_player1_id in (${list}) or away_player2_id in (${list}))
    limit 1`);
  if (rows.length > 0) throw conflict(MATCH_MESSAGES.playerBusy);
}

export const playersOf = (row: {
  homePlayer1Id: number | null;
  homePlayer2Id: number | null;
  awayPlayer1Id: number | null;
  awayPlayer2Id: number | null;
}) =>
  [row.homePlayer1Id, row.homePlayer2Id, row.awayPlayer1Id, row.awayPlayer2Id].filter(
    (id): id is number => id !== null,
  );
