import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_IDENTITY_LOCKED, type TClientEntry, type TResourceMeta } from '@tennis/contracts';
import { clients, players, users } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildClient, buildWallet } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';

// A client entry is a host's link to a player whom other hosts may share
// (decision 017). Host 1 keeps a player with an e-mail, a wallet and maybe an
// account; host 2 links the same person by phone. Each test has its own player.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const mobile = () => `69${randomInt(10_000_000, 100_000_000)}`;

/** Host 1's client Γιώργος Αθανασίου: e-mail, notes, a 42 ATC wallet, ATRP 3.5, and an account when asked. */
async function hostOnePlayer({ account = false } = {}) {
  const phone = mobile();
  const email = `giorgos.${phone}@example.gr`;
  const [user] = account
    ? await t.db
        .insert(users)
        .values({ name: 'Γιώργος', surname: 'Αθανασίου', email, role: 'user' })
        .returning({ id: users.id })
    : [];
  const built = await buildClient(
    t.db,
    1,
    { name: 'Γιώργος', surname: 'Αθανασίου', gender: 0, phone, email, atrp: 3.5, userId: user?.id ?? null },
    'Πληρώνει πάντα με κάρτα',
  );
  await buildWallet(t.db, built.player.id, 4200);
  return { ...built, phone, email };
}

const typed = (phone: string, values: Record<string, unknown> = {}) => ({
  gender: 0,
  surname: 'Αθανασίου',
  name: 'Γιώργος',
  countryCallingCode: '+30',
  phone,
  email: null,
  notes: null,
  ...values,
});

/** Host 2 links host 1's player by phone and answers its own entry. */
async function linkAsHost2(phone: string, values: Record<string, unknown> = {}): Promise<TClientEntry> {
  const response = await as.host2.post('/api/clients', typed(phone, values));
  expect(response.statusCode).toBe(201);
  return response.json<{ data: TClientEntry }>().data;
}

const playerRow = async (id: number) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;
const clientRow = async (id: number) => (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!;

describe('POST /api/clients with the phone of another host’s player', () => {
  it("links the player without disclosing the e-mail, account or wallet of another host's relationship", async () => {
    const known = await hostOnePlayer({ account: true });
    const response = await as.host2.post(
      '/api/clients',
      typed(known.phone, { name: 'Άλλος', surname: 'Κάποιος', gender: 1, notes: 'Παίζει Σάββατο' }),
    );
    expect(response.statusCode).toBe(201);
    const entry = response.json<{ data: TClientEntry }>().data;
    expect(entry).toMatchObject({
      playerId: known.player.id,
      userId: null,
      hasAccount: null,
      email: null,
      phone: known.phone,
      notes: 'Παίζει Σάββατο',
      balance: null,
      hasWallet: false,
    });
    expect(response.body).not.toContain(known.email);
    expect(response.body).not.toContain('Πληρώνει πάντα με κάρτα');
    expect(response.body).not.toContain('42,00');
    expect(await playerRow(known.player.id)).toMatchObject({ name: 'Γιώργος', surname: 'Αθανασίου', gender: 0 });
  });

  it("keeps the e-mail a host types as that host's own, leaving the player's", async () => {
    const known = await hostOnePlayer();
    const entry = await linkAsHost2(known.phone, { email: 'athanasiou@thessaloniki.gr' });
    expect(entry.email).toBe('athanasiou@thessaloniki.gr');
    expect((await playerRow(known.player.id)).email).toBe(known.email);
    const hostOneView = (await as.host.get(`/api/clients/${known.client.id}`)).json<{ data: TClientEntry }>().data;
    expect(hostOneView.email).toBe(known.email);
  });
});

describe('PUT /api/clients/{id} on a shared player', () => {
  it('refuses a host changing the name, surname or gender of a player another host shares, and changes nothing', async () => {
    const known = await hostOnePlayer();
    const entry = await linkAsHost2(known.phone);
    const response = await as.host2.put(
      `/api/clients/${entry.id}`,
      typed(mobile(), { name: 'Γιωργία', gender: 1, email: 'someone@example.gr', notes: 'Αλλαγή' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: PLAYER_IDENTITY_LOCKED,
      errors: { gender: [PLAYER_IDENTITY_LOCKED], name: [PLAYER_IDENTITY_LOCKED] },
    });
    expect(await playerRow(known.player.id)).toMatchObject({
      name: 'Γιώργος',
      gender: 0,
      phone: known.phone,
      email: known.email,
    });
    expect(await clientRow(entry.id)).toMatchObject({ phone: known.phone, notes: null });
  });

  it("lets a host change only its own notes and contact details, never the player's or another host's", async () => {
    const known = await hostOnePlayer();
    const entry = await linkAsHost2(known.phone);
    const phone = mobile();
    const response = await as.host2.put(
      `/api/clients/${entry.id}`,
      typed(phone, { email: 'giorgos@thessaloniki.gr', notes: 'Μόνο απογεύματα' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: TClientEntry }>().data).toMatchObject({
      phone,
      email: 'giorgos@thessaloniki.gr',
      notes: 'Μόνο απογεύματα',
      readOnlyFields: { gender: PLAYER_IDENTITY_LOCKED, surname: PLAYER_IDENTITY_LOCKED, name: PLAYER_IDENTITY_LOCKED },
    });
    expect(await playerRow(known.player.id)).toMatchObject({ phone: known.phone, email: known.email });
    expect(await clientRow(known.client.id)).toMatchObject({
      phone: known.phone,
      email: known.email,
      notes: 'Πληρώνει πάντα με κάρτα',
    });
  });

  it('refuses a host renaming its own client who has an account of their own', async () => {
    const known = await hostOnePlayer({ account: true });
    const response = await as.host.put(`/api/clients/${known.client.id}`, typed(known.phone, { surname: 'Άλλος' }));
    expect(response.statusCode).toBe(403);
    expect((await playerRow(known.player.id)).surname).toBe('Αθανασίου');
  });

  it("lets a host correct its own player's identity while no one else shares the player", async () => {
    const known = await hostOnePlayer();
    const before = (await as.host.get(`/api/clients/${known.client.id}`)).json<{ data: TClientEntry }>().data;
    expect(before.readOnlyFields).toEqual({});
    const response = await as.host.put(`/api/clients/${known.client.id}`, typed(known.phone, { name: 'Γεώργιος' }));
    expect(response.statusCode).toBe(200);
    expect((await playerRow(known.player.id)).displayName).toBe('Γεώργιος Αθανασίου');
  });

  it("lets an admin change a shared player's identity, which every host's entry then shows", async () => {
    const known = await hostOnePlayer({ account: true });
    const entry = await linkAsHost2(known.phone);
    const response = await as.admin.put(`/api/clients/${entry.id}`, typed(known.phone, { surname: 'Αθανασιάδης' }));
    expect(response.statusCode).toBe(200);
    const hostOneView = (await as.host.get(`/api/clients/${known.client.id}`)).json<{ data: TClientEntry }>().data;
    expect(hostOneView.surname).toBe('Αθανασιάδης');
  });
});

describe('POST /api/clients/{id}/update-atrp on a shared player', () => {
  it("records a host's level on its own entry, leaving the player's and the other host's", async () => {
    const known = await hostOnePlayer();
    const entry = await linkAsHost2(known.phone);
    const response = await as.host2.post(`/api/clients/${entry.id}/update-atrp`, { atrp: 4.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: TClientEntry }>().data.atrp).toBe(4.5);
    expect((await playerRow(known.player.id)).atrp).toBe(3.5);
    const hostOneView = (await as.host.get(`/api/clients/${known.client.id}`)).json<{ data: TClientEntry }>().data;
    expect(hostOneView.atrp).toBe(3.5);
    type Picks = { data: { playerId: number; atrp: number | null }[] };
    const pick = async (who: Who) =>
      (await as[who].get(`/api/clients/search?q=${encodeURIComponent('Αθανασίου')}`))
        .json<Picks>()
        .data.find((hit) => hit.playerId === known.player.id)?.atrp;
    expect(await pick('host2')).toBe(4.5);
    expect(await pick('host')).toBe(3.5);
  });

  it("makes an admin's level the player's own", async () => {
    const known = await hostOnePlayer();
    const entry = await linkAsHost2(known.phone);
    expect((await as.admin.post(`/api/clients/${entry.id}/update-atrp`, { atrp: 2 })).statusCode).toBe(200);
    expect((await playerRow(known.player.id)).atrp).toBe(2);
  });
});

describe("the client register's reads", () => {
  it("never find a host's client by another host's e-mail for the player", async () => {
    const known = await hostOnePlayer();
    await linkAsHost2(known.phone);
    const byEmail = await as.host2.get(`/api/clients?filters[email]=${encodeURIComponent(known.email)}`);
    expect(byEmail.json<{ meta: { total: number } }>().meta.total).toBe(0);
    const list = await as.host2.get(`/api/clients?paginate=0&filters[phone]=${known.phone}`);
    expect(list.json<{ data: TClientEntry[] }>().data).toHaveLength(1);
    expect(list.body).not.toContain(known.email);
  });

  it('offer the wallet columns to host 1 and admins only, and the account column to admins only', async () => {
    const fieldsOf = async (who: Who) =>
      (await as[who].get('/api/clients/meta')).json<TResourceMeta>().fields.map((field) => field.name);
    expect(await fieldsOf('host2')).not.toEqual(expect.arrayContaining(['balance']));
    expect(await fieldsOf('host2')).not.toEqual(expect.arrayContaining(['hasWallet']));
    expect(await fieldsOf('host2')).not.toEqual(expect.arrayContaining(['hasAccount']));
    expect(await fieldsOf('host')).toEqual(expect.arrayContaining(['balance', 'hasWallet']));
    expect(await fieldsOf('host')).not.toEqual(expect.arrayContaining(['hasAccount']));
    expect(await fieldsOf('admin')).toEqual(expect.arrayContaining(['balance', 'hasWallet', 'hasAccount']));
  });

  it("ignore a host's filter on accounts", async () => {
    const known = await hostOnePlayer({ account: true });
    const filtered = await as.host.get(`/api/clients?paginate=0&filters[hasAccount]=0&filters[phone]=${known.phone}`);
    expect(filtered.json<{ meta: { total: number } }>().meta.total).toBe(1);
  });
});
