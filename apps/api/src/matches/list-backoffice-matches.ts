import { and, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { TBackofficeMatchFilters } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { managedHostsCondition } from '../auth/backoffice-policy.js';
import type { Db } from '../db/client.js';
import { matches, players } from '../db/schema/index.js';
import { visibleFriendliesOf } from '../friendly-matches/friendly-access.js';
import { greeklishPlayerIds } from '../search/greeklish-player-ids.js';
import { containsTerm, normalizedTerm } from '../search/search-terms.js';
import { matchFilterConditions } from './match-list-filters.js';
import { pageOfMatches, type MatchPage } from './page-of-matches.js';

// The back office's every match (page /matches): the championships' and
// tournaments' of the hosts the user manages (all for an admin) and the
// friendlies the user may see (decision 027), with the championship list's
// filters plus the kind and a player's name.

/** The matches in the user's reach: their hosts' events' and the friendlies they may see. */
async function reachOf(db: Db, user: AuthUser): Promise<SQL> {
  const events = and(ne(matches.kind, 'friendly'), managedHostsCondition(user, matches.hostId))!;
  return or(events, await visibleFriendliesOf(db, user))!;
}

/** The matches a player whose name holds the term plays in, on either side (Greeklish finds Greek names). */
async function withPlayerNamed(db: Db, term: string): Promise<SQL> {
  const greeklish = await greeklishPlayerIds(db, term);
  const named = db
    .select({ id: players.id })
    .from(players)
    .where(
      or(
        containsTerm(players.searchName, normalizedTerm(term)),
        greeklish.length > 0 ? inArray(players.id, greeklish) : undefined,
      ),
    );
  return or(
    inArray(matches.homePlayer1Id, named),
    inArray(matches.homePlayer2Id, named),
    inArray(matches.awayPlayer1Id, named),
    inArray(matches.awayPlayer2Id, named),
  )!;
}

/**
 * A page in the back office's order (page-of-matches.ts). A bye, and a draw's
 * match with a side still to be decided by an earlier round, are no match to
 * list yet.
 */
export async function listBackofficeMatches(
  db: Db,
  user: AuthUser,
  { kind, q, ...filters }: TBackofficeMatchFilters,
  paging: { page: number; pageLength: number },
): Promise<MatchPage> {
  const where = and(
    await reachOf(db, user),
    eq(matches.isBye, false),
    isNotNull(matches.homePlayer1Id),
    isNotNull(matches.awayPlayer1Id),
    kind ? eq(matches.kind, kind) : undefined,
    q ? await withPlayerNamed(db, q) : undefined,
    ...matchFilterConditions(filters),
  );
  return pageOfMatches(db, where, paging);
}
