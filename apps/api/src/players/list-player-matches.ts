import { and, count, eq, sql } from 'drizzle-orm';
import type { TPlayerMatchList, TPlayerMatchesQuery } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { DbOrTx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { presentMatches } from '../matches/present-matches.js';
import { matchYear, newestFirst, visibleMatchesOf } from './player-match-scope.js';

/** A page of the player's matches, newest first, of one year and one kind when asked (spec 3 §2 /players/{id}/matches). */
export async function listPlayerMatches(
  db: DbOrTx,
  viewer: AuthUser | null,
  playerId: number,
  self: boolean,
  query: TPlayerMatchesQuery,
): Promise<TPlayerMatchList> {
  const where = and(
    visibleMatchesOf(playerId, self),
    query.year !== undefined ? sql`${matchYear} = ${query.year}` : undefined,
    query.kind !== undefined ? eq(matches.kind, query.kind) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(matches).where(where),
    db
      .select()
      .from(matches)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageLength)
      .offset((query.page - 1) * query.pageLength),
  ]);
  const n = total?.n ?? 0;
  return {
    data: await presentMatches(db, rows, viewer),
    meta: {
      total: n,
      page: query.page,
      pageLength: query.pageLength,
      lastPage: Math.max(1, Math.ceil(n / query.pageLength)),
    },
  };
}
