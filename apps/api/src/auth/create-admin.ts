import { eq } from 'drizzle-orm';
import { EMAIL_TAKEN, ZUserCreateRequest } from '@tennis/contracts';
import { withTransaction, type Db } from '../db/client.js';
import { accounts, users } from '../db/schema/index.js';
import { HttpError, MESSAGES, fieldError } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { refusingCommonPasswords } from './common-passwords.js';
import { hashPassword } from './password.js';

/**
 * What the first admin needs: the fields, and the password rules, of an
 * account an admin creates on /users, so the command refuses what the app
 * refuses (a common password included).
 */
const ZCreateAdminInput = refusingCommonPasswords(
  ZUserCreateRequest.pick({ name: true, surname: true, email: true, password: true }),
  'password',
);
export type CreateAdminInput = { name: string; surname: string; email: string; password: string };

/**
 * Creates an admin with a verified e-mail and a password (argon2id), for a
 * server that has no account yet to sign in with (`npm run create-admin`).
 * Refuses invalid input and a taken e-mail with the app's 422 and its Greek
 * field messages.
 */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<{ id: number }> {
  const parsed = ZCreateAdminInput.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    throw new HttpError(422, Object.values(errors)[0]?.[0] ?? MESSAGES.badRequest, errors);
  }
  const { name, surname, password } = parsed.data;
  const email = parsed.data.email.toLowerCase();
  const passwordHash = await hashPassword(password);
  return withTransaction(db, async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) throw fieldError('email', EMAIL_TAKEN);
    const [created] = await tx
      .insert(users)
      .values({ name, surname, email, role: 'admin', emailVerified: true, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned no row');
    await tx
      .insert(accounts)
      .values({ userId: created.id, accountId: String(created.id), providerId: 'credential', password: passwordHash });
    await recordRevision(tx, {
      userId: null,
      entityType: 'users',
      entityId: created.id,
      action: 'created',
      newValues: { name, surname, email, role: 'admin' },
    });
    return { id: created.id };
  });
}
