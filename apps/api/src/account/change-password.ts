import { and, eq } from 'drizzle-orm';
import { WRONG_CURRENT_PASSWORD } from '@tennis/contracts';
import { withTransaction, type Db } from '../db/client.js';
import { accounts, users } from '../db/schema/index.js';
import { endSessions } from '../auth/end-sessions.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { fieldError } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';

/**
 * Checks the current password and stores the new one in one transaction that
 * also lifts a forced change and ends the account's other sessions (someone
 * who knew the old password is signed out everywhere but here). The account
 * row is locked so two changes at once cannot both pass the check.
 * better-auth's own changePassword would run the flag update after its commit;
 * the hash is the same argon2id it verifies at login.
 */
export async function changePassword(
  db: Db,
  input: { userId: number; keepSessionId: number | null; currentPassword: string; newPassword: string },
): Promise<void> {
  const newHash = await hashPassword(input.newPassword);
  await withTransaction(db, async (tx) => {
    const [credential] = await tx
      .select({ id: accounts.id, password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, 'credential')))
      .for('update');
    const matches = credential?.password
      ? await verifyPassword({ hash: credential.password, password: input.currentPassword })
      : false;
    if (!credential || !matches) throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
    await tx.update(accounts).set({ password: newHash }).where(eq(accounts.id, credential.id));
    await tx.update(users).set({ forcePasswordChange: false }).where(eq(users.id, input.userId));
    await endSessions(tx, input.userId, input.keepSessionId);
    await recordRevision(tx, {
      userId: input.userId,
      entityType: 'users',
      entityId: input.userId,
      action: 'password-changed',
    });
  });
}
