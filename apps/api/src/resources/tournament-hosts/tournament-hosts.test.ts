import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED, RESOURCE_NOTICES } from '@tennis/contracts';
import { createTestApp, loginAs, type Agent, type TestApp } from '../../test/app.js';
import { buildTournament } from '../../test/build-records.js';
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

type HostList = { data: { id: number; name: string; slug: string; hasRating: boolean }[]; meta: { total: number } };

describe('listing /api/tournament-hosts', () => {
  // The two seeded organisers and one more, on a database of their own: the other tests add organisers.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => own?.close());

  it('lists the organisers, filters by name without caring for case or tonos, sorts by name', async () => {
    const admin = await loginAs(own.app, 'admin@demo.gr');
    await admin.post('/api/tournament-hosts', {
      name: 'Ηράκλειο Tennis Tour',
      slug: 'heraklion-tennis-tour',
      hasRating: true,
    });
    const all = (await admin.get('/api/tournament-hosts?sort=name&sortDir=desc')).json<HostList>();
    expect(all.data.map((h) => h.slug)).toEqual(['heraklion-tennis-tour', 'thessaloniki-tennis', 'athens-tennis']);
    const filtered = (
      await admin.get(`/api/tournament-hosts?filters[name]=${encodeURIComponent('ΗΡΑΚΛΕΙΟ')}`)
    ).json<HostList>();
    expect(filtered.data.map((h) => h.name)).toEqual(['Ηράκλειο Tennis Tour']);
    const rated = (await admin.get('/api/tournament-hosts?filters[hasRating]=1')).json<HostList>();
    expect(rated.data.map((h) => h.slug)).toEqual(['heraklion-tennis-tour']);
  });
});

describe('/api/tournament-hosts', () => {
  it('creates, shows, updates and deletes an organiser', async () => {
    const created = await as.god.post('/api/tournament-hosts', {
      name: 'Tennis Πάτρας',
      slug: 'tennis-patras',
      phone: '2610123456',
      email: 'info@tennis-patras.gr',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: { id: number } }>().data;
    expect((await as.admin.get(`/api/tournament-hosts/${id}`)).json()).toMatchObject({
      data: { name: 'Tennis Πάτρας', hasRating: false, logoUrl: null },
    });
    const updated = await as.admin.put(`/api/tournament-hosts/${id}`, {
      name: 'Tennis Πάτρας',
      slug: 'patras-tennis',
      phone: null,
      hasRating: true,
    });
    expect(updated.json()).toMatchObject({
      message: RESOURCE_NOTICES.updated,
      data: { slug: 'patras-tennis', phone: null, hasRating: true },
    });
    expect((await as.admin.delete(`/api/tournament-hosts/${id}`)).statusCode).toBe(200);
  });

  it('answers 422 in Greek for a missing name, a bad slug or phone, and a slug already used', async () => {
    const bad = await as.admin.post('/api/tournament-hosts', { slug: 'Με Κενά', phone: '+30 210' });
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json<{ errors: Record<string, string[]> }>();
    expect(errors.name).toEqual([REQUIRED]);
    expect(errors.slug).toEqual(['Επιτρέπονται μόνο πεζά λατινικά γράμματα, αριθμοί και παύλες']);
    expect(errors.phone).toEqual(['Το τηλέφωνο πρέπει να έχει από 7 έως 15 ψηφία, χωρίς κενά και χωρίς πρόθεμα']);
    const taken = await as.admin.post('/api/tournament-hosts', { name: 'Αντίγραφο', slug: 'athens-tennis' });
    expect(taken.json()).toEqual({
      message: 'Το slug χρησιμοποιείται ήδη από άλλον διοργανωτή',
      errors: { slug: ['Το slug χρησιμοποιείται ήδη από άλλον διοργανωτή'] },
    });
  });

  it('answers 409 for an organiser that still has tournaments or users', async () => {
    const response = await as.admin.delete('/api/tournament-hosts/2');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Ο διοργανωτής δεν μπορεί να διαγραφεί γιατί έχει τουρνουά, πρωταθλήματα ή χρήστες',
    });
    const created = (await as.admin.post('/api/tournament-hosts', { name: 'Λάρισα Open', slug: 'larisa-open' })).json<{
      data: { id: number };
    }>().data;
    await buildTournament(t.db, { hostId: created.id });
    expect((await as.admin.delete(`/api/tournament-hosts/${created.id}`)).statusCode).toBe(409);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await as.admin.get('/api/tournament-hosts/777')).statusCode).toBe(404);
    expect((await as.admin.put('/api/tournament-hosts/777', { name: 'Χ', slug: 'x' })).statusCode).toBe(404);
    expect((await as.admin.delete('/api/tournament-hosts/777')).statusCode).toBe(404);
  });

  it('offers a sample organiser that can be saved at once', async () => {
    const sample = (await as.admin.get('/api/factories/tournament-hosts/sample')).json<{
      data: Record<string, unknown>;
    }>().data;
    expect((await as.admin.post('/api/tournament-hosts', sample)).statusCode).toBe(201);
  });
});
