import { count, desc } from 'drizzle-orm';
import type { TListMeta } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { DbOrTx } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { listMeta } from '../lib/list-meta.js';
import type { MatchRow } from '../matches/present-match.js';
import { visibleFriendliesOf } from './friendly-access.js';

/** A page of the friendlies the user may see, newest first. */
export async function listFriendlyMatches(
  db: DbOrTx,
  user: AuthUser,
  { page, pageLength }: { page: number; pageLength: number },
): Promise<{ rows: MatchRow[]; meta: TListMeta }> {
  const where = await visibleFriendliesOf(db, user);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(where)
      .orderBy(desc(matches.scheduledAt), desc(matches.id))
      .limit(pageLength)
      .offset((page - 1) * pageLength),
    db.select({ total: count() }).from(matches).where(where),
  ]);
  return { rows, meta: listMeta(Number(totals[0]?.total ?? 0), page, pageLength) };
}
