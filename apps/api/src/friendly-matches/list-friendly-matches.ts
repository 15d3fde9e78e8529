import type { AuthUser } from '../auth/auth-user.js';
import type { DbOrTx } from '../db/client.js';
import { pageOfMatches, type MatchPage } from '../matches/page-of-matches.js';
import { visibleFriendliesOf } from './friendly-access.js';

/** A page of the friendlies the user may see, newest first. */
export async function listFriendlyMatches(
  db: DbOrTx,
  user: AuthUser,
  paging: { page: number; pageLength: number },
): Promise<MatchPage> {
  return pageOfMatches(db, await visibleFriendliesOf(db, user), paging);
}
