import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user.js';
import { assertManagesHost } from '../../auth/backoffice-policy.js';
import type { DbOrTx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

/** 404 for an unknown match, 403 unless the user runs the back office of the match's host. */
export async function assertManagesMatch(db: DbOrTx, matchId: number, user: AuthUser): Promise<void> {
  const [match] = await db.select({ hostId: matches.hostId }).from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound();
  assertManagesHost(user, match.hostId);
}
