import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, PASSWORD_TOO_COMMON } from '@tennis/contracts';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import type { Database } from '../db/client.js';
import { revisions, users } from '../db/schema/index.js';
import { seedAccounts } from '../seed/accounts.js';
import { loginAs } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { assertGodUserIsAdmin } from './assert-god-user-is-admin.js';
import { createAdmin } from './create-admin.js';

const FIRST_ADMIN = {
  email: 'Owner@Example.gr',
  name: 'Ελένη',
  surname: 'Κωνσταντίνου',
  password: 'a-long-passphrase',
};

async function refusalOf(work: Promise<unknown>): Promise<{ statusCode: number; errors: Record<string, string[]> }> {
  try {
    await work;
  } catch (error) {
    return error as { statusCode: number; errors: Record<string, string[]> };
  }
  throw new Error('expected a refusal');
}

describe('the start-up check of the god user in live', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('refuses to start while GOD_USER_ID names no user, and says how to create the admin', async () => {
    database = await createTestDatabase();
    await expect(assertGodUserIsAdmin(database.db, { GOD_USER_ID: 1 })).rejects.toThrow(
      /^APP_ENV=live cannot start: GOD_USER_ID=1 names no user of this database\. Create the first admin with `npm run create-admin -- --email/,
    );
  });

  it('refuses to start while GOD_USER_ID names a user who is not an admin, and starts with an admin', async () => {
    database = await createTestDatabase();
    const { users: ids } = await seedAccounts(database.db);
    await expect(assertGodUserIsAdmin(database.db, { GOD_USER_ID: ids.host })).rejects.toThrow(
      `GOD_USER_ID=${ids.host} names a user whose role is host, not an admin`,
    );
    await expect(assertGodUserIsAdmin(database.db, { GOD_USER_ID: ids.admin })).resolves.toBeUndefined();
  });
});

describe('createAdmin, the function behind npm run create-admin', () => {
  // One fresh database for these tests: each uses an e-mail of its own.
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const usersWith = (email: string) => database.db.select().from(users).where(eq(users.email, email));

  it('creates a verified admin who signs in as the god user once GOD_USER_ID names them', async () => {
    const { id } = await createAdmin(database.db, FIRST_ADMIN);
    const [row] = await usersWith('owner@example.gr');
    expect(row).toMatchObject({ id, role: 'admin', emailVerified: true, hostId: null });
    const [revision] = await database.db.select().from(revisions).where(eq(revisions.entityId, id));
    expect(revision).toMatchObject({ entityType: 'users', action: 'created', userId: null });
    await expect(assertGodUserIsAdmin(database.db, { GOD_USER_ID: id })).resolves.toBeUndefined();

    const env = loadEnv({
      APP_ENV: 'live',
      AUTH_SECRET: 'a-live-secret-of-its-own',
      BOT_CHECK: 'off',
      GOD_USER_ID: String(id),
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const app = await buildApp({ env, database });
    try {
      const god = await loginAs(app, 'owner@example.gr', { password: FIRST_ADMIN.password });
      expect((await god.get('/api/user')).json().user).toMatchObject({ id, role: 'admin', godMode: true });
    } finally {
      await app.close();
    }
  });

  it('refuses a short password with the message the app gives', async () => {
    const email = 'short-password@example.gr';
    const refusal = await refusalOf(createAdmin(database.db, { ...FIRST_ADMIN, email, password: 'short' }));
    expect(refusal.statusCode).toBe(422);
    expect(refusal.errors.password).toEqual(['Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες']);
    expect(await usersWith(email)).toHaveLength(0);
  });

  it('refuses a common password, as registration and the users screen do', async () => {
    const email = 'common-password@example.gr';
    const refusal = await refusalOf(createAdmin(database.db, { ...FIRST_ADMIN, email, password: 'Password1' }));
    expect(refusal.statusCode).toBe(422);
    expect(refusal.errors.password).toEqual([PASSWORD_TOO_COMMON]);
    expect(await usersWith(email)).toHaveLength(0);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await createAdmin(database.db, { ...FIRST_ADMIN, email: 'taken@example.gr' });
    const refusal = await refusalOf(createAdmin(database.db, { ...FIRST_ADMIN, email: 'TAKEN@example.gr' }));
    expect(refusal.errors.email).toEqual([EMAIL_TAKEN]);
    expect(await usersWith('taken@example.gr')).toHaveLength(1);
  });

  it('refuses an address that is not an e-mail and an empty name', async () => {
    const refusal = await refusalOf(createAdmin(database.db, { ...FIRST_ADMIN, email: 'not-an-email', name: '' }));
    expect(Object.keys(refusal.errors).sort()).toEqual(['email', 'name']);
  });
});
