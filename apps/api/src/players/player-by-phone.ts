import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.js';
import { players } from '../db/schema/index.js';

// A person is found by their phone: the client register links the player a
// phone belongs to, and a sign-up naming that phone waits for the back office.

export type PlayerRow = typeof players.$inferSelect;

/**
 * Holds the phone for the rest of the transaction, so two requests that may
 * create a player for the same new phone (two sign-ups, a sign-up and the
 * client register) run one after the other and the second finds the first's.
 */
export async function lockPlayerPhone(tx: Tx, countryCallingCode: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`player-phone:${countryCallingCode}${phone}`}))`);
}

/** The player this phone belongs to (the oldest, should two share it), or null. */
export async function findPlayerByPhone(
  db: DbOrTx,
  countryCallingCode: string,
  phone: string,
): Promise<PlayerRow | null> {
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.countryCallingCode, countryCallingCode), eq(players.phone, phone)))
    .orderBy(players.id)
    .limit(1);
  return player ?? null;
}
