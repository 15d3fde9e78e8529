import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TOrderOfPlay } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { courts, matches, roundRobinGroups, tournamentCategories, tournaments } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { athensDayRange } from '../../matches/athens-date-time.js';
import { managesHost } from '../../auth/backoffice-policy.js';
import { presentMatches } from '../../matches/present-matches.js';
import { tournamentDays } from './tournament-days.js';

const INVALID_DATE = 'Η ημερομηνία δεν είναι έγκυρη';

const groupLetter = (groupNumber: number | null) =>
  groupNumber === null ? null : String.fromCharCode('A'.charCodeAt(0) + groupNumber - 1);

/**
 * The tournament's matches scheduled on one Athens day, in time order, each with
 * its category, round (or group) and court; and the tournament's days with how
 * many matches each has, for the day tabs (public once the draws are).
 */
export async function loadOrderOfPlay(
  db: DbOrTx,
  tournamentId: number,
  date: string,
  user: AuthUser | null,
): Promise<TOrderOfPlay> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!tournament) throw notFound();
  if (tournament.state === 'draft' && !managesHost(user, tournament.hostId)) throw notFound();
  const range = athensDayRange(date);
  if (!range) throw fieldError('date', INVALID_DATE);
  const rows = await db
    .select({
      match: matches,
      categoryName: tournamentCategories.name,
      categoryAbbreviation: tournamentCategories.abbreviation,
      groupNumber: roundRobinGroups.groupNumber,
      courtName: courts.name,
    })
    .from(matches)
    .leftJoin(tournamentCategories, eq(tournamentCategories.id, matches.tournamentCategoryId))
    .leftJoin(roundRobinGroups, eq(roundRobinGroups.id, matches.roundRobinGroupId))
    .leftJoin(courts, eq(courts.id, matches.courtId))
    .where(
      and(
        eq(matches.tournamentId, tournamentId),
        gte(matches.scheduledAt, range.start),
        lt(matches.scheduledAt, range.end),
      ),
    )
    .orderBy(asc(matches.scheduledAt), asc(matches.id));
  const presented = await presentMatches(
    db,
    rows.map((row) => row.match),
    user,
  );
  const { rows: counts } = await db.execute<{ date: string; count: number }>(sql`
    select to_char(scheduled_at at time zone 'Europe/Athens', 'YYYY-MM-DD') as date, count(*)::int as count
    from matches where tournament_id = ${tournamentId} and scheduled_at is not null
    group by 1`);
  return {
    tournamentId,
    tournamentName: tournament.name,
    date,
    days: tournamentDays(tournament.tournamentStart, tournament.tournamentEnd, counts),
    matches: presented.map((match, index) => {
      const row = rows[index]!;
      return {
        ...match,
        categoryName: row.categoryName,
        categoryAbbreviation: row.categoryAbbreviation,
        tournamentPhase: row.groupNumber === null ? row.match.tournamentPhase : null,
        isQualifierMatch: (row.match.aa ?? 0) < 0,
        groupLetter: groupLetter(row.groupNumber),
        courtName: row.courtName,
      };
    }),
  };
}
