import { asc, eq, inArray } from 'drizzle-orm';
import type { TSelfTransformUser } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../seed/accounts.js';
import { pickerColumns } from './list-self-transform-targets.js';

// The login page's picker (dev and test only) signs in as the seeded demo
// accounts and nobody else: a user is a demo account by its seeded email.

const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email);

export async function listDemoAccounts(db: DbOrTx): Promise<TSelfTransformUser[]> {
  return db.select(pickerColumns).from(users).where(inArray(users.email, DEMO_EMAILS)).orderBy(asc(users.id));
}

/** The email of the demo account with this id; null for an unknown id or a user who is not a demo account. */
export async function findDemoAccountEmail(db: DbOrTx, userId: number): Promise<string | null> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return account && DEMO_EMAILS.includes(account.email) ? account.email : null;
}
