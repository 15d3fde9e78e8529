import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANNOT_DELETE_SELF,
  EMAIL_TAKEN,
  GOD_ACCOUNT_UNDELETABLE,
  HOST_REQUIRED_FOR_ROLE,
  PASSWORD_TOO_COMMON,
  REQUIRED,
  RESOURCE_NOTICES,
  ROLE_NOT_ASSIGNABLE,
  type TResourceMeta,
} from '@tennis/contracts';
import { revisions } from '../../db/schema/index.js';
import { createTestApp, loginAs, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

type UserList = {
  data: { id: number; email: string; role: string; hostId: number | null; permissions: Record<string, boolean> }[];
  meta: { total: number };
};
const emails = (list: UserList) => list.data.map((user) => user.email);

const staff = (values: Record<string, unknown> = {}) => ({
  name: 'Σοφία',
  surname: 'Μακρή',
  email: `sofia.makri.${Math.random().toString(36).slice(2, 8)}@example.gr`,
  role: 'host-employee',
  password: 'tennis-court-7',
  ...values,
});

describe('GET /api/users', () => {
  // The demo accounts alone, on a database of their own: the other tests add accounts.
  let own: TestApp;
  let listed: Record<Who, Agent>;
  beforeAll(async () => {
    own = await createTestApp();
    listed = await demoAgents(own.app);
  });
  afterAll(async () => own?.close());

  it('shows an admin every account', async () => {
    const list = (await listed.admin.get('/api/users?pageLength=25')).json<UserList>();
    expect(emails(list)).toEqual([
      'god@demo.gr',
      'admin@demo.gr',
      'host@demo.gr',
      'employee@demo.gr',
      'host2@demo.gr',
      'player@demo.gr',
      'newuser@demo.gr',
    ]);
  });

  it("shows a host only their own host's host and host-employee accounts", async () => {
    expect(emails((await listed.host.get('/api/users')).json<UserList>())).toEqual([
      'host@demo.gr',
      'employee@demo.gr',
    ]);
    expect(emails((await listed.host2.get('/api/users')).json<UserList>())).toEqual(['host2@demo.gr']);
  });

  it('hides accounts of other hosts and admins from a host (404)', async () => {
    expect((await listed.host.get(`/api/users/${own.seeded.users.host2}`)).statusCode).toBe(404);
    expect((await listed.host.get(`/api/users/${own.seeded.users.admin}`)).statusCode).toBe(404);
    expect((await listed.host.get(`/api/users/${own.seeded.users.employee}`)).statusCode).toBe(200);
  });

  it('filters by role and by surname without caring for tonos', async () => {
    expect(emails((await listed.admin.get('/api/users?filters[role]=host')).json<UserList>())).toEqual([
      'host@demo.gr',
      'host2@demo.gr',
    ]);
    expect(
      emails(
        (await listed.admin.get(`/api/users?filters[surname]=${encodeURIComponent('παπαδοπουλος')}`)).json<UserList>(),
      ),
    ).toEqual(['player@demo.gr']);
  });

  it('never answers a password', async () => {
    const body = (await listed.admin.get('/api/users?paginate=0')).body;
    expect(body).not.toMatch(/"password"|argon2/i);
  });
});

describe('GET /api/users/meta', () => {
  it('offers a host only the host and host-employee roles, and no host select', async () => {
    const meta = (await as.host.get('/api/users/meta')).json<TResourceMeta>();
    expect(meta.fields.find((f) => f.name === 'role')?.options?.map((o) => o.value)).toEqual(['host', 'host-employee']);
    expect(meta.fields.some((f) => f.name === 'hostId')).toBe(false);
  });

  it('offers an admin every role and the host select', async () => {
    const meta = (await as.admin.get('/api/users/meta')).json<TResourceMeta>();
    expect(meta.fields.find((f) => f.name === 'role')?.options?.map((o) => o.label)).toEqual([
      'Διαχειριστής πλατφόρμας',
      'Διοργανωτής τουρνουά',
      'Υπάλληλος διοργανωτή',
      'Χρήστης πλατφόρμας',
    ]);
    expect(meta.fields.some((f) => f.name === 'hostId')).toBe(true);
  });
});

describe('POST /api/users', () => {
  it("creates an account of the host's own host whatever host the body names; the password works", async () => {
    const body = staff({ email: 'Kostas.Employee@Example.gr', hostId: 2 });
    const response = await as.host.post('/api/users', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: RESOURCE_NOTICES.created,
      data: { email: 'kostas.employee@example.gr', role: 'host-employee', hostId: 1 },
    });
    expect(response.body).not.toContain('tennis-court-7');
    await expect(loginAs(t.app, 'kostas.employee@example.gr', { password: 'tennis-court-7' })).resolves.toBeDefined();
  });

  it.each(['admin', 'user'])('refuses a host giving the %s role (422, in Greek)', async (role) => {
    const response = await as.host.post('/api/users', staff({ role }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: ROLE_NOT_ASSIGNABLE, errors: { role: [ROLE_NOT_ASSIGNABLE] } });
  });

  it('needs a host for staff roles an admin creates; admins and plain users get none', async () => {
    const missing = await as.admin.post('/api/users', staff());
    expect(missing.json()).toEqual({ message: HOST_REQUIRED_FOR_ROLE, errors: { hostId: [HOST_REQUIRED_FOR_ROLE] } });
    const user = await as.admin.post('/api/users', staff({ role: 'user', hostId: 2 }));
    expect(user.json()).toMatchObject({ data: { role: 'user', hostId: null } });
    const employee = await as.admin.post('/api/users', staff({ hostId: 2 }));
    expect(employee.json()).toMatchObject({
      data: { role: 'host-employee', hostId: 2, hostName: 'Thessaloniki Tennis' },
    });
  });

  it('answers 422 in Greek for missing fields, a short or common password and a taken email', async () => {
    const missing = await as.admin.post('/api/users', {});
    expect(missing.statusCode).toBe(422);
    const { errors } = missing.json<{ errors: Record<string, string[]> }>();
    expect(errors).toMatchObject({
      name: [REQUIRED],
      surname: [REQUIRED],
      email: [REQUIRED],
      role: [REQUIRED],
      password: [REQUIRED],
    });
    const short = await as.admin.post('/api/users', staff({ password: 'short', hostId: 1 }));
    expect(short.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
      'Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες',
    ]);
    const common = await as.admin.post('/api/users', staff({ password: 'password1', hostId: 1 }));
    expect(common.json()).toEqual({ message: PASSWORD_TOO_COMMON, errors: { password: [PASSWORD_TOO_COMMON] } });
    const commonOnUpdate = await as.admin.put(
      `/api/users/${t.seeded.users.employee}`,
      staff({ email: 'employee@demo.gr', password: '12345678', hostId: 1 }),
    );
    expect(commonOnUpdate.json()).toEqual({
      message: PASSWORD_TOO_COMMON,
      errors: { password: [PASSWORD_TOO_COMMON] },
    });
    const taken = await as.admin.post('/api/users', staff({ email: 'HOST@demo.gr', hostId: 1 }));
    expect(taken.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates an account, keeps the password when none is sent, changes it when one is', async () => {
    const created = (await as.host.post('/api/users', staff({ email: 'eleni.nikolaou@example.gr' }))).json<{
      data: { id: number };
    }>().data;
    const renamed = await as.host.put(`/api/users/${created.id}`, {
      name: 'Ελένη',
      surname: 'Νικολάου',
      email: 'eleni.nikolaou@example.gr',
      role: 'host',
      password: '',
    });
    expect(renamed.json()).toMatchObject({
      message: RESOURCE_NOTICES.updated,
      data: { name: 'Ελένη', role: 'host', hostId: 1 },
    });
    await expect(loginAs(t.app, 'eleni.nikolaou@example.gr', { password: 'tennis-court-7' })).resolves.toBeDefined();
    await as.host.put(`/api/users/${created.id}`, {
      name: 'Ελένη',
      surname: 'Νικολάου',
      email: 'eleni.nikolaou@example.gr',
      role: 'host',
      password: 'new-secret-99',
    });
    await expect(loginAs(t.app, 'eleni.nikolaou@example.gr', { password: 'new-secret-99' })).resolves.toBeDefined();
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'users'), eq(revisions.entityId, created.id)))
      .orderBy(desc(revisions.id))
      .limit(1);
    expect(revision).toMatchObject({ action: 'updated', userId: t.seeded.users.host });
    expect(JSON.stringify(revision)).not.toContain('new-secret-99');
  });

  it("ends every session of the account when an admin resets its password, and keeps the admin's", async () => {
    const created = (await as.admin.post('/api/users', staff({ email: 'reset-me@example.gr', hostId: 1 }))).json<{
      data: { id: number };
    }>().data;
    const phone = await loginAs(t.app, 'reset-me@example.gr', { password: 'tennis-court-7', ip: '10.9.0.1' });
    const laptop = await loginAs(t.app, 'reset-me@example.gr', { password: 'tennis-court-7', ip: '10.9.0.2' });
    const reset = await as.admin.put(`/api/users/${created.id}`, {
      ...staff({ email: 'reset-me@example.gr', hostId: 1 }),
      password: 'reset-by-admin-3',
    });
    expect(reset.statusCode).toBe(200);
    expect((await phone.get('/api/user')).json().user).toBeNull();
    expect((await laptop.get('/api/user')).json().user).toBeNull();
    expect((await as.admin.get('/api/user')).json().user.email).toBe('admin@demo.gr');
    // A change without a password leaves the sessions alone.
    const again = await loginAs(t.app, 'reset-me@example.gr', { password: 'reset-by-admin-3', ip: '10.9.0.3' });
    await as.admin.put(`/api/users/${created.id}`, {
      ...staff({ email: 'reset-me@example.gr', hostId: 1 }),
      password: '',
    });
    expect((await again.get('/api/user')).json().user.email).toBe('reset-me@example.gr');
  });

  it("refuses a host promoting their staff to admin, and changing another host's account", async () => {
    const employee = t.seeded.users.employee;
    const promote = await as.host.put(`/api/users/${employee}`, {
      name: 'Ελένη',
      surname: 'Γεωργίου',
      email: 'employee@demo.gr',
      role: 'admin',
    });
    expect(promote.statusCode).toBe(422);
    expect(promote.json<{ errors: Record<string, string[]> }>().errors.role).toEqual([ROLE_NOT_ASSIGNABLE]);
    const other = await as.host2.put(`/api/users/${employee}`, {
      name: 'Ελένη',
      surname: 'Γεωργίου',
      email: 'employee@demo.gr',
      role: 'host-employee',
    });
    expect(other.statusCode).toBe(404);
  });

  it('never demotes the god account, not even by the god user', async () => {
    const response = await as.god.put(`/api/users/${t.seeded.users.god}`, {
      name: 'Δημήτρης',
      surname: 'Θεοδωρίδης',
      email: 'god@demo.gr',
      role: 'user',
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await as.admin.put('/api/users/99999', staff({ hostId: 1 }))).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes an account of the host', async () => {
    const created = (await as.host.post('/api/users', staff())).json<{ data: { id: number } }>().data;
    expect((await as.host.delete(`/api/users/${created.id}`)).json()).toEqual({ message: RESOURCE_NOTICES.deleted });
    expect((await as.host.get(`/api/users/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses deleting oneself and the god account, with the reason', async () => {
    const self = await as.host.delete(`/api/users/${t.seeded.users.host}`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: CANNOT_DELETE_SELF });
    const god = await as.admin.delete(`/api/users/${t.seeded.users.god}`);
    expect(god.statusCode).toBe(403);
    expect(god.json()).toEqual({ message: GOD_ACCOUNT_UNDELETABLE });
  });

  it('hides the delete action on those rows', async () => {
    const list = (await as.admin.get('/api/users')).json<UserList>();
    const flags = Object.fromEntries(list.data.map((user) => [user.email, user.permissions.delete]));
    expect(flags).toMatchObject({ 'god@demo.gr': false, 'admin@demo.gr': false, 'host@demo.gr': true });
  });
});

describe('GET /api/factories/users/sample', () => {
  it('offers a Greek staff account of the host that saves at once', async () => {
    const sample = (await as.host.get('/api/factories/users/sample')).json<{ data: Record<string, unknown> }>().data;
    expect(sample).toMatchObject({ role: 'host-employee', hostId: 1 });
    expect((await as.host.post('/api/users', sample)).statusCode).toBe(201);
  });
});
