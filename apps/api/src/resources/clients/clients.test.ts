import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATRP_REQUIRED,
  ATRP_UPDATED,
  INVALID_PHONE,
  REQUIRED,
  RESOURCE_NOTICES,
  type TClientEntry,
} from '@tennis/contracts';
import { championshipParticipations, clients, players, revisions } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship, buildClient, buildPlayer, buildWallet } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';
import { CLIENT_EXISTS } from './write-client.js';

let t: TestApp;
let as: Record<Who, Agent>;
let maria: Awaited<ReturnType<typeof buildClient>>;

/** Host 1's register of three (Maria with a wallet and notes, Giannis, the demo player) and one client of host 2. */
async function buildRegister(app: TestApp) {
  const maria = await buildClient(
    app.db,
    1,
    {
      name: 'Μαρία',
      surname: 'Παπαδοπούλου',
      gender: 1,
      phone: '6944000001',
      email: 'maria@example.gr',
      profilePicturePath: 'players/1.jpg',
    },
    'Πληρώνει με κάρτα',
  );
  await buildWallet(app.db, maria.player.id, 1250);
  await buildClient(app.db, 1, { name: 'Γιάννης', surname: 'Οικονόμου', phone: '6944000002' });
  await app.db.insert(clients).values({ hostId: 1, playerId: app.seeded.playerId });
  const thessaloniki = await buildClient(app.db, 2, { name: 'Στέλιος', surname: 'Μαυρίδης', phone: '6944000003' });
  return { maria, thessaloniki };
}

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  ({ maria } = await buildRegister(t));
});
afterAll(async () => {
  await t?.close();
});

type ClientList = { data: TClientEntry[]; meta: { total: number } };
const surnames = (list: ClientList) => list.data.map((client) => client.surname);

const newClient = (values: Record<string, unknown> = {}) => ({
  gender: 0,
  surname: 'Καραγιάννης',
  name: 'Άρης',
  countryCallingCode: '+30',
  phone: `69${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
  email: null,
  notes: null,
  ...values,
});

// Reading the register needs exactly the clients built here: the other tests add clients of
// their own, so these read a database of their own.
describe('GET /api/clients', () => {
  let own: TestApp;
  let reader: Record<Who, Agent>;
  let register: Awaited<ReturnType<typeof buildRegister>>;
  beforeAll(async () => {
    own = await createTestApp();
    reader = await demoAgents(own.app);
    register = await buildRegister(own);
  });
  afterAll(async () => own?.close());

  it("shows the back office of a host only that host's clients, an admin every host's", async () => {
    expect(surnames((await reader.host.get('/api/clients')).json<ClientList>())).toEqual([
      'Οικονόμου',
      'Παπαδόπουλος',
      'Παπαδοπούλου',
    ]);
    expect(surnames((await reader.employee.get('/api/clients')).json<ClientList>())).toEqual([
      'Οικονόμου',
      'Παπαδόπουλος',
      'Παπαδοπούλου',
    ]);
    expect(surnames((await reader.host2.get('/api/clients')).json<ClientList>())).toEqual(['Μαυρίδης']);
    expect((await reader.admin.get('/api/clients')).json<ClientList>().meta.total).toBe(4);
  });

  it('carries the wallet, account and picture flags, the balance in ATC and the notes', async () => {
    const list = (await reader.host.get('/api/clients')).json<ClientList>();
    const byName = Object.fromEntries(list.data.map((client) => [client.surname, client]));
    expect(byName['Παπαδοπούλου']).toMatchObject({
      playerId: register.maria.player.id,
      gender: 1,
      phone: '6944000001',
      countryCallingCode: '+30',
      notes: 'Πληρώνει με κάρτα',
      hasWallet: true,
      balance: '12,50 ATC',
      hasAccount: null,
      hasProfilePicture: true,
      profilePictureUrl: expect.stringMatching(
        new RegExp(`^/api/players/${register.maria.player.id}/profile-picture\\?v=[0-9a-f]{12}$`),
      ),
      balls: 0,
    });
    expect(byName['Παπαδόπουλος']).toMatchObject({
      hasAccount: null,
      userId: null,
      hasWallet: false,
      balance: null,
      atrp: 3,
    });
  });

  it('tells only an admin whether a client has an account, and which', async () => {
    const list = (await reader.admin.get('/api/clients?filters[hasAccount]=1')).json<ClientList>();
    expect(list.data.map((client) => [client.surname, client.hasAccount, client.userId])).toEqual([
      ['Παπαδόπουλος', true, own.seeded.users.player],
    ]);
  });

  it('filters by surname ignoring case and tonos, and by the yes/no flags', async () => {
    const term = encodeURIComponent('ΠΑΠΑΔΟΠΟΥΛ');
    expect(surnames((await reader.host.get(`/api/clients?filters[surname]=${term}`)).json<ClientList>())).toEqual([
      'Παπαδόπουλος',
      'Παπαδοπούλου',
    ]);
    expect(surnames((await reader.host.get('/api/clients?filters[hasWallet]=1')).json<ClientList>())).toEqual([
      'Παπαδοπούλου',
    ]);
    expect(
      surnames(
        (await reader.host.get('/api/clients?filters[hasWallet]=0&sort=surname&sortDir=desc')).json<ClientList>(),
      ),
    ).toEqual(['Παπαδόπουλος', 'Οικονόμου']);
  });

  it("answers 404 for another host's client", async () => {
    expect((await reader.host2.get(`/api/clients/${register.maria.client.id}`)).statusCode).toBe(404);
    expect((await reader.host.get(`/api/clients/${register.thessaloniki.client.id}`)).statusCode).toBe(404);
    expect((await reader.host.get(`/api/clients/${register.maria.client.id}`)).json()).toMatchObject({
      data: { id: register.maria.client.id, surname: 'Παπαδοπούλου' },
    });
  });

  it('searches (GET /api/clients/search) by any part of the name without caring for case or tonos, names starting with it first', async () => {
    type Picks = { data: { displayName: string }[] };
    const hits = (await reader.host.get(`/api/clients/search?q=${encodeURIComponent('ΠΑΠΑΔ')}`)).json<Picks>();
    expect(hits.data.map((hit) => hit.displayName)).toEqual(['Γιώργος Παπαδόπουλος', 'Μαρία Παπαδοπούλου']);
    const inside = (await reader.host.get(`/api/clients/search?q=${encodeURIComponent('ονομ')}`)).json<Picks>();
    expect(inside.data.map((hit) => hit.displayName)).toEqual(['Γιάννης Οικονόμου']);
  });
});

describe('POST /api/clients', () => {
  it('creates the player and the entry for the host, +30 by default', async () => {
    const { countryCallingCode: _, ...body } = newClient({
      phone: '6977001122',
      email: 'aris@example.gr',
      notes: 'Νέος πελάτης',
    });
    const response = await as.employee.post('/api/clients', body);
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json<{ message: string; data: TClientEntry }>();
    expect(message).toBe(RESOURCE_NOTICES.created);
    expect(data).toMatchObject({
      surname: 'Καραγιάννης',
      name: 'Άρης',
      displayName: 'Άρης Καραγιάννης',
      countryCallingCode: '+30',
      phone: '6977001122',
      notes: 'Νέος πελάτης',
      hasWallet: false,
    });
    const [client] = await t.db.select().from(clients).where(eq(clients.id, data.id));
    expect(client).toMatchObject({ hostId: 1, createdByUserId: t.seeded.users.employee });
  });

  it('answers 422 with the Greek messages of the form', async () => {
    const missing = await as.host.post('/api/clients', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      gender: [REQUIRED],
      surname: [REQUIRED],
      name: [REQUIRED],
    });
    for (const phone of ['123456', '69 1234 5678', '+306912345678', '1234567890123456']) {
      const bad = await as.host.post('/api/clients', newClient({ phone }));
      expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({ phone: [INVALID_PHONE] });
    }
  });

  it('creates a player without a phone (a foreign player, a junior), each such entry a person of their own', async () => {
    for (const phone of [null, '', undefined]) {
      const response = await as.host.post(
        '/api/clients',
        newClient({ phone, surname: 'Smith', name: 'John', countryCallingCode: '+44' }),
      );
      expect(response.statusCode).toBe(201);
      const { data } = response.json<{ data: TClientEntry }>();
      expect(data).toMatchObject({ phone: null, displayName: 'John Smith', countryCallingCode: '+44' });
      const [player] = await t.db.select().from(players).where(eq(players.id, data.playerId!));
      expect(player).toMatchObject({ phone: null, name: 'John', surname: 'Smith' });
    }
    const smiths = await t.db.select({ id: players.id }).from(players).where(eq(players.surname, 'Smith'));
    expect(smiths).toHaveLength(3);
  });

  it('takes a phone away from an entry and gives it back, the phone still naming one person', async () => {
    const created = (await as.host.post('/api/clients', newClient({ phone: '6933221100' }))).json<{
      data: TClientEntry;
    }>().data;
    const cleared = await as.host.put(`/api/clients/${created.id}`, newClient({ phone: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<{ data: TClientEntry }>().data.phone).toBeNull();
    await as.host.put(`/api/clients/${created.id}`, newClient({ phone: '6933221100' }));
    const again = await as.host.post('/api/clients', newClient({ phone: '6933221100' }));
    expect(again.json()).toEqual({ message: CLIENT_EXISTS, errors: { phone: [CLIENT_EXISTS] } });
  });

  it("refuses a person already in the host's register, and shares the player with another host", async () => {
    const known = await buildClient(t.db, 1, { name: 'Ρένα', surname: 'Σταθοπούλου', gender: 1, phone: '6944000009' });
    const again = await as.host.post('/api/clients', newClient({ phone: '6944000009' }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: CLIENT_EXISTS, errors: { phone: [CLIENT_EXISTS] } });
    const elsewhere = await as.host2.post(
      '/api/clients',
      newClient({ phone: '6944000009', surname: 'Σταθοπούλου', name: 'Ρένα', gender: 1 }),
    );
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json<{ data: TClientEntry }>().data).toMatchObject({ playerId: known.player.id });
  });
});

describeConcurrency('POST /api/clients at the same moment', () => {
  it('adds one person once when two requests race with the same phone', async () => {
    const body = newClient({ phone: '6988776655' });
    const answers = await Promise.all([as.host.post('/api/clients', body), as.employee.post('/api/clients', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await t.db.select({ id: players.id }).from(players).where(eq(players.phone, '6988776655'))).toHaveLength(1);
  });
});

describe('PUT and DELETE /api/clients/{id}', () => {
  it("updates the player's details and the entry's notes", async () => {
    const created = (await as.host.post('/api/clients', newClient())).json<{ data: TClientEntry }>().data;
    const response = await as.host.put(
      `/api/clients/${created.id}`,
      newClient({ surname: 'Καραγιάννη', name: 'Ελένη', gender: 1, phone: created.phone, notes: 'Μόνο πρωινά' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: RESOURCE_NOTICES.updated,
      data: { surname: 'Καραγιάννη', displayName: 'Ελένη Καραγιάννη', gender: 1, notes: 'Μόνο πρωινά' },
    });
  });

  it('deletes the entry and keeps the player', async () => {
    const created = (await as.host.post('/api/clients', newClient())).json<{ data: TClientEntry }>().data;
    expect((await as.host.delete(`/api/clients/${created.id}`)).json()).toEqual({ message: RESOURCE_NOTICES.deleted });
    expect((await as.host.get(`/api/clients/${created.id}`)).statusCode).toBe(404);
    expect(await t.db.select({ id: players.id }).from(players).where(eq(players.id, created.playerId!))).toHaveLength(
      1,
    );
  });

  it('answers 404 when another host updates or deletes the entry', async () => {
    expect((await as.host2.put(`/api/clients/${maria.client.id}`, newClient())).statusCode).toBe(404);
    expect((await as.host2.delete(`/api/clients/${maria.client.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/clients/{id}/update-atrp', () => {
  it("sets the level of the host's own player on the entry and the player, answers the entry and records both", async () => {
    const own = await buildClient(t.db, 1, { name: 'Λένα', surname: 'Κωστοπούλου', gender: 1 });
    const response = await as.employee.post(`/api/clients/${own.client.id}/update-atrp`, { atrp: 2.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ATRP_UPDATED, data: { id: own.client.id, atrp: 2.5 } });
    const [player] = await t.db.select({ atrp: players.atrp }).from(players).where(eq(players.id, own.player.id));
    expect(player?.atrp).toBe(2.5);
    const lastRevision = async (entityType: string, entityId: number) =>
      (
        await t.db
          .select()
          .from(revisions)
          .where(and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId)))
          .orderBy(desc(revisions.id))
          .limit(1)
      )[0];
    const change = { action: 'atrp-updated', oldValues: { atrp: null }, newValues: { atrp: 2.5 } };
    expect(await lastRevision('clients', own.client.id)).toMatchObject({ ...change, userId: t.seeded.users.employee });
    expect(await lastRevision('players', own.player.id)).toMatchObject({ ...change, userId: t.seeded.users.employee });
  });

  it.each([[{}], [{ atrp: null }], [{ atrp: 3.3 }], [{ atrp: 5 }], [{ atrp: '2.5' }]])(
    'refuses %j with "Αυτό το πεδίο είναι απαραίτητο"',
    async (body) => {
      const response = await as.host.post(`/api/clients/${maria.client.id}/update-atrp`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: ATRP_REQUIRED, errors: { atrp: [ATRP_REQUIRED] } });
    },
  );

  it("answers 404 for an unknown or another host's client", async () => {
    expect((await as.host.post('/api/clients/99999/update-atrp', { atrp: 3 })).statusCode).toBe(404);
    expect((await as.host2.post(`/api/clients/${maria.client.id}/update-atrp`, { atrp: 3 })).statusCode).toBe(404);
  });
});

describe('GET /api/clients/search', () => {
  type Picks = { data: { playerId: number; displayName: string; atrp: number | null }[] };

  it("lists the host's clients for an empty term, and at most 20", async () => {
    for (let i = 0; i < 22; i += 1)
      await buildClient(t.db, 2, { name: 'Νίκος', surname: `Ζαχαρίου ${String(i).padStart(2, '0')}` });
    const all = (await as.host2.get('/api/clients/search?q=')).json<Picks>();
    expect(all.data).toHaveLength(20);
    expect((await as.host2.get('/api/clients/search')).json<Picks>().data).toHaveLength(20);
  });

  it("with a championship: its approved players, with the championship's ATRP", async () => {
    const championship = await buildChampionship(t.db, { hostId: 1 });
    const pending = await buildPlayer(t.db, { name: 'Άγγελος', surname: 'Πετρόπουλος' });
    await t.db.insert(championshipParticipations).values([
      { championshipId: championship.id, playerId: maria.player.id, state: 'approved', atrp: 2 },
      { championshipId: championship.id, playerId: pending.id, state: 'pending' },
    ]);
    const hits = (await as.host.get(`/api/clients/search?championshipId=${championship.id}`)).json<Picks>();
    expect(hits.data).toEqual([{ playerId: maria.player.id, displayName: 'Μαρία Παπαδοπούλου', gender: 1, atrp: 2 }]);
    expect((await as.host2.get(`/api/clients/search?championshipId=${championship.id}`)).statusCode).toBe(404);
  });

  it("with a gender: only players of that gender, as a men's or women's category needs", async () => {
    const search = async (query: string) =>
      (await as.host.get(`/api/clients/search?q=${query}`)).json<{ data: { displayName: string; gender: number }[] }>()
        .data;
    expect(new Set((await search('')).map((hit) => hit.gender))).toEqual(new Set([0, 1]));
    const men = await search('&gender=0');
    const women = await search('&gender=1');
    expect(men.length).toBeGreaterThan(0);
    expect(men.every((hit) => hit.gender === 0)).toBe(true);
    expect(women.every((hit) => hit.gender === 1)).toBe(true);
    expect(women.map((hit) => hit.displayName)).toContain('Μαρία Παπαδοπούλου');
    expect((await as.host.get('/api/clients/search?gender=2')).statusCode).toBe(422);
  });

  it('is for the back office only', async () => {
    expect((await as.guest.get('/api/clients/search?q=abc')).statusCode).toBe(401);
    expect((await as.player.get('/api/clients/search?q=abc')).statusCode).toBe(403);
  });
});

describe('GET /api/factories/clients/sample', () => {
  it('offers a Greek client that saves at once', async () => {
    const sample = (await as.host.get('/api/factories/clients/sample')).json<{ data: Record<string, unknown> }>().data;
    expect(sample.phone).toMatch(/^69\d{8}$/);
    expect((await as.host.post('/api/clients', sample)).statusCode).toBe(201);
  });
});
