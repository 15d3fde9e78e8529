import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { TUnifiedSchedule } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { DbOrTx } from '../db/client.js';
import { matches, tournamentHosts } from '../db/schema/index.js';
import { fieldError, notFound } from '../lib/http-error.js';
import { athensDayRange } from './athens-date-time.js';
import { worksForHost } from '../auth/backoffice-policy.js';
import { presentMatches } from './present-matches.js';

/**
 * One organiser's day, every kind of match together (spec 3 §2 unified daily
 * schedule), in time order. Matches of unpublished (draft) tournaments and
 * championships stay out of this public page, and so do friendlies, which
 * only their players see (decision 027).
 */
export async function loadUnifiedSchedule(
  db: DbOrTx,
  hostSlug: string,
  date: string,
  user: AuthUser | null,
): Promise<TUnifiedSchedule> {
  const day = athensDayRange(date);
  if (!day) throw fieldError('date', 'Μη έγκυρη ημερομηνία');
  const [host] = await db
    .select({ id: tournamentHosts.id, name: tournamentHosts.name, slug: tournamentHosts.slug })
    .from(tournamentHosts)
    .where(eq(tournamentHosts.slug, hostSlug));
  if (!host) throw notFound();
  const rows = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.hostId, host.id),
        gte(matches.scheduledAt, day.start),
        lt(matches.scheduledAt, day.end),
        eq(matches.isBye, false),
        ne(matches.kind, 'friendly'),
        sql`not exists (select 1 from tournaments t where t.id = ${matches.tournamentId} and t.state = 'draft')`,
        sql`not exists (select 1 from championships c where c.id = ${matches.championshipId} and c.state = 'draft')`,
      ),
    )
    .orderBy(asc(matches.scheduledAt), asc(matches.clubId), asc(matches.id));
  const actions = worksForHost(user, host.id);
  const presented = await presentMatches(db, rows, actions ? user : null);
  return { host, date, matches: presented, permissions: { actions } };
}
