import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOD_ACCOUNT_PROTECTED } from '@tennis/contracts';
import { accounts, users } from '../../db/schema/index.js';
import { agent, createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { EVERYONE, demoAgents, type Who } from '../../test/demo-agents.js';

// The god row of /api/users: whoever could set the god account's email or
// password could sign in as god, so only the god user changes it.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** What a takeover would change: identity, role, the forced-change flag and the password hash. */
const godRow = async () => {
  const [user] = await t.db
    .select({
      name: users.name,
      surname: users.surname,
      email: users.email,
      role: users.role,
      forcePasswordChange: users.forcePasswordChange,
      password: accounts.password,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, t.seeded.users.god));
  return user;
};

/** What an admin sent to take the god account over. */
const takeover = {
  name: 'Δημήτρης',
  surname: 'Θεοδωρίδης',
  email: 'god@demo.gr',
  role: 'admin',
  forcePasswordChange: false,
  password: 'Taken0ver!!',
};

//                guest newuser player employee host host2 admin god
const GOD_ROW = {
  read: [401, 403, 403, 403, 404, 404, 200, 200],
  update: [401, 403, 403, 403, 404, 404, 403, 200],
  delete: [401, 403, 403, 403, 404, 404, 403, 403],
};

describe('the god row of /api/users', () => {
  const rows = (statuses: number[]) => EVERYONE.map((who, index) => [who, statuses[index]!] as const);

  it.each(rows(GOD_ROW.read))('GET as %s answers %i', async (who, status) => {
    expect((await as[who].get(`/api/users/${t.seeded.users.god}`)).statusCode).toBe(status);
  });

  it.each(rows(GOD_ROW.update))('PUT as %s answers %i, and only the god user changes the row', async (who, status) => {
    const before = await godRow();
    // The god user sends the row as it is (no password); everyone else tries the takeover.
    const body = who === 'god' ? { ...takeover, password: '' } : takeover;
    const response = await as[who].put(`/api/users/${t.seeded.users.god}`, body);
    expect(response.statusCode).toBe(status);
    expect(await godRow()).toEqual(before);
  });

  it.each(rows(GOD_ROW.delete))('DELETE as %s answers %i', async (who, status) => {
    expect((await as[who].delete(`/api/users/${t.seeded.users.god}`)).statusCode).toBe(status);
    expect(await godRow()).toBeDefined();
  });

  it('tells an admin why the god row cannot be changed, and changes nothing', async () => {
    const response = await as.admin.put(`/api/users/${t.seeded.users.god}`, { ...takeover, email: 'mine@demo.gr' });
    expect(response.json()).toEqual({ message: GOD_ACCOUNT_PROTECTED });
    expect((await godRow())?.email).toBe('god@demo.gr');
    expect((await agent(t.app).post('/login', { email: 'god@demo.gr', password: 'Taken0ver!!' })).statusCode).toBe(422);
  });

  it('shows an admin the god row as neither editable nor deletable', async () => {
    const record = (await as.admin.get(`/api/users/${t.seeded.users.god}`)).json<{
      data: { permissions: Record<string, boolean> };
    }>().data;
    expect(record.permissions).toMatchObject({ update: false, delete: false });
  });

  it('lets the god user change their own password', async () => {
    const response = await as.god.put(`/api/users/${t.seeded.users.god}`, { ...takeover, password: 'god-only-pass-9' });
    expect(response.statusCode).toBe(200);
    expect((await agent(t.app).post('/login', { email: 'god@demo.gr', password: 'god-only-pass-9' })).statusCode).toBe(
      200,
    );
  });
});
