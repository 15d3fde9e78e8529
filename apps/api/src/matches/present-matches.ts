import type { TMatch } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { DbOrTx } from '../db/client.js';
import { loadMatchLookups } from './load-match-lookups.js';
import { presentMatch, type MatchRow } from './present-match.js';

/** Rows to the API's match shape, with names and permissions for this viewer. */
export async function presentMatches(db: DbOrTx, rows: readonly MatchRow[], user: AuthUser | null): Promise<TMatch[]> {
  const lookups = await loadMatchLookups(db, rows);
  return rows.map((row) => presentMatch(row, lookups, user));
}

export async function presentOneMatch(db: DbOrTx, row: MatchRow, user: AuthUser | null): Promise<TMatch> {
  const [match] = await presentMatches(db, [row], user);
  return match!;
}
