import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { TOrderOfPlay } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { matches, tournaments } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { athensDayRange } from '../../matches/athens-date-time.js';
import { managesHost } from '../../auth/backoffice-policy.js';
import { presentMatches } from '../../matches/present-matches.js';

const INVALID_DATE = 'Η ημερομηνία δεν είναι έγκυρη';

/** The tournament's matches scheduled on one Athens day, in time order (public once the draws are). */
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
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, tournamentId),
        gte(matches.scheduledAt, range.start),
        lt(matches.scheduledAt, range.end),
      ),
    )
    .orderBy(asc(matches.scheduledAt), asc(matches.id));
  return { tournamentId, tournamentName: tournament.name, date, matches: await presentMatches(db, rows, user) };
}
