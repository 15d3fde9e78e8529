import type { TFriendlyMatch } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { DbOrTx } from '../db/client.js';
import type { MatchRow } from '../matches/present-match.js';
import { presentMatches } from '../matches/present-matches.js';
import { maySeeNotes } from './friendly-access.js';

/** Friendlies as the lists show them: every match field, the outside club, and the notes for those entitled. */
export async function presentFriendlyMatches(
  db: DbOrTx,
  rows: readonly MatchRow[],
  user: AuthUser,
): Promise<TFriendlyMatch[]> {
  const presented = await presentMatches(db, rows, user);
  return presented.map((match, index) => {
    const row = rows[index]!;
    return {
      ...match,
      otherClub: row.otherClubName ? { name: row.otherClubName, surface: row.otherClubSurface } : null,
      notes: maySeeNotes(user, row) ? row.personalNotes : null,
    };
  });
}
