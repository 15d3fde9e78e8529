import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ID, REQUIRED, RESOURCE_ERRORS, RESOURCE_NOTICES, type TResourceMeta } from '@tennis/contracts';
import { revisions } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type TestApp } from '../../test/app.js';
import { buildChampionship, buildClub, buildVenue } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import type { Agent } from '../../test/app.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const names = (body: string) => (JSON.parse(body) as { data: { name: string }[] }).data.map((club) => club.name);

async function lastRevision(entityId: number) {
  const [row] = await t.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, 'clubs'), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.id))
    .limit(1);
  return row;
}

describe('GET /api/clubs/meta', () => {
  it('describes the fields, with sortable and filterable taken from the whitelists', async () => {
    const response = await as.god.get('/api/clubs/meta');
    expect(response.statusCode).toBe(200);
    const meta = response.json<TResourceMeta>();
    expect(meta).toMatchObject({ resource: 'clubs', title: 'Όμιλοι', defaultSort: 'name', defaultSortDir: 'asc' });
    const name = meta.fields.find((field) => field.name === 'name');
    expect(name).toMatchObject({ required: true, sortable: true, filterable: true, editable: true });
    expect(meta.fields.find((field) => field.name === 'description')).toMatchObject({
      sortable: false,
      filterable: false,
      listed: false,
    });
    expect(meta.fields.find((field) => field.name === 'hostId')?.options).toEqual(
      expect.arrayContaining([
        { value: 1, label: 'Athens Tennis' },
        { value: 2, label: 'Thessaloniki Tennis' },
      ]),
    );
    expect(meta.permissions).toEqual({ list: true, view: true, create: true, update: true, delete: true });
    // The costs are kept in cents and typed in euros: the form reads the type, not the label.
    for (const name of ['morningZoneCostCents', 'eveningZoneCostCents']) {
      expect(meta.fields.find((field) => field.name === name)).toMatchObject({ type: 'money', min: 0 });
    }
  });

  it('tells the back office it may only read', async () => {
    const meta = (await as.admin.get('/api/clubs/meta')).json<TResourceMeta>();
    expect(meta.permissions).toEqual({ list: true, view: true, create: false, update: false, delete: false });
  });
});

describe('GET /api/clubs', () => {
  // Exactly these six clubs, on a database of their own: the other tests add clubs of their own.
  let own: TestApp;
  let listed: Record<Who, Agent>;
  beforeAll(async () => {
    own = await createTestApp();
    listed = await demoAgents(own.app);
    for (const [name, acronym] of [
      ['Όμιλος Αντισφαίρισης Κηφισιάς', 'ΟΑΚ'],
      ['Αθλητικός Όμιλος Πεύκης', 'ΑΟΠ'],
      ['Tennis Club Γλυφάδας', 'TCG'],
      ['Όμιλος Αντισφαίρισης Χαλανδρίου', 'ΟΑΧ'],
      ['Άλσος Tennis Βριλησσίων', 'ΑΤΒ'],
      ['100% Tennis Αμαρουσίου', 'ΤΑΜ'],
    ] as const) {
      await buildClub(own.db, { name, acronym });
    }
  });
  afterAll(async () => own?.close());

  it('pages: data, total, page, pageLength and lastPage', async () => {
    const response = await listed.god.get('/api/clubs?page=2&pageLength=5');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: unknown[]; meta: unknown }>();
    expect(body.data).toHaveLength(1);
    expect(body.meta).toEqual({ total: 6, page: 2, pageLength: 5, lastPage: 2 });
  });

  it('defaults to 10 a page, sorted by name as if unaccented', async () => {
    const response = await listed.employee.get('/api/clubs');
    expect(response.json<{ meta: { pageLength: number } }>().meta.pageLength).toBe(10);
    expect(names(response.body)).toEqual([
      '100% Tennis Αμαρουσίου',
      'Tennis Club Γλυφάδας',
      'Αθλητικός Όμιλος Πεύκης',
      'Άλσος Tennis Βριλησσίων',
      'Όμιλος Αντισφαίρισης Κηφισιάς',
      'Όμιλος Αντισφαίρισης Χαλανδρίου',
    ]);
  });

  it('sorts by a whitelisted column in either direction', async () => {
    const response = await listed.god.get('/api/clubs?sort=acronym&sortDir=desc');
    expect(response.json<{ data: { acronym: string }[] }>().data.map((club) => club.acronym)).toEqual([
      'ΤΑΜ',
      'ΟΑΧ',
      'ΟΑΚ',
      'ΑΤΒ',
      'ΑΟΠ',
      'TCG',
    ]);
  });

  it('refuses a column that is not sortable with a Greek message', async () => {
    const response = await listed.god.get('/api/clubs?sort=description');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Μη έγκυρη στήλη ταξινόμησης',
      errors: { sort: ['Μη έγκυρη στήλη ταξινόμησης'] },
    });
  });

  it('refuses a page length outside 5, 10, 15, 25, 50, 100, 250', async () => {
    const response = await listed.god.get('/api/clubs?pageLength=7');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.pageLength).toEqual([
      'Μη έγκυρο μέγεθος σελίδας',
    ]);
  });

  it.each([
    ['κηφισιας', ['Όμιλος Αντισφαίρισης Κηφισιάς']],
    ['ΚΗΦΙΣΙΆΣ', ['Όμιλος Αντισφαίρισης Κηφισιάς']],
    ['ομιλοσ αντισφαιρ', ['Όμιλος Αντισφαίρισης Κηφισιάς', 'Όμιλος Αντισφαίρισης Χαλανδρίου']],
    ['αλσος', ['Άλσος Tennis Βριλησσίων']],
    ['100%', ['100% Tennis Αμαρουσίου']],
    ['%', ['100% Tennis Αμαρουσίου']],
  ])('filters[name]=%s ignores case and tonos and matches %% literally', async (term, expected) => {
    const response = await listed.god.get(`/api/clubs?filters[name]=${encodeURIComponent(term)}`);
    expect(names(response.body)).toEqual(expected);
  });

  it('combines filters, and ignores unknown filter names', async () => {
    const response = await listed.god.get(
      `/api/clubs?filters[name]=${encodeURIComponent('ομιλος')}&filters[acronym]=οαχ&filters[nonsense]=1`,
    );
    expect(names(response.body)).toEqual(['Όμιλος Αντισφαίρισης Χαλανδρίου']);
  });

  it('answers every row with paginate=0', async () => {
    const body = (await listed.god.get('/api/clubs?paginate=0')).json<{
      data: unknown[];
      meta: { pageLength: number; lastPage: number };
    }>();
    expect(body.data).toHaveLength(6);
    expect(body.meta).toMatchObject({ pageLength: 1000, lastPage: 1 });
  });

  it('marks each row with what its reader may do', async () => {
    const [forGod] = (await listed.god.get('/api/clubs')).json<{ data: { permissions: unknown }[] }>().data;
    const [forEmployee] = (await listed.employee.get('/api/clubs')).json<{ data: { permissions: unknown }[] }>().data;
    expect(forGod?.permissions).toEqual({ view: true, update: true, delete: true });
    expect(forEmployee?.permissions).toEqual({ view: true, update: false, delete: false });
  });
});

describe('GET /api/clubs/{id}', () => {
  it('answers the record', async () => {
    const club = await buildClub(t.db, { name: 'Όμιλος Βούλας', address: 'Καραμανλή 10, Βούλα' });
    const response = await as.host.get(`/api/clubs/${club.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: club.id, name: 'Όμιλος Βούλας', address: 'Καραμανλή 10, Βούλα', surfaces: [] },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await as.god.get('/api/clubs/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Η εγγραφή που ζητήσατε δε βρέθηκε' });
  });

  it.each(['abc', '0'])('answers 422 on the id for the malformed id %s', async (id) => {
    expectFieldError(await as.god.get(`/api/clubs/${id}`), 'id', INVALID_ID);
  });
});

describe('POST /api/clubs', () => {
  it('creates the club and its surfaces, answers the notice and writes a revision', async () => {
    const response = await as.god.post('/api/clubs', {
      name: 'Όμιλος Αντισφαίρισης Νέας Σμύρνης',
      acronym: 'ΟΑΝΣ',
      address: 'Ομήρου 5, Νέα Σμύρνη',
      email: 'info@oans.gr',
      hostId: 1,
      surfaces: ['clay', 'hard', 'clay'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; data: { id: number } }>();
    expect(body).toMatchObject({
      message: RESOURCE_NOTICES.created,
      data: { name: 'Όμιλος Αντισφαίρισης Νέας Σμύρνης', hostName: 'Athens Tennis', surfaces: ['clay', 'hard'] },
    });
    const revision = await lastRevision(body.data.id);
    expect(revision).toMatchObject({ action: 'created', userId: t.seeded.users.god, oldValues: null });
    expect(revision?.newValues).toMatchObject({
      name: 'Όμιλος Αντισφαίρισης Νέας Σμύρνης',
      surfaces: ['clay', 'hard'],
    });
  });

  it('answers 422 with Greek field messages for bad input', async () => {
    const response = await as.god.post('/api/clubs', { acronym: 'Χ', email: 'not-an-email', surfaces: ['sand'] });
    expect(response.statusCode).toBe(422);
    const { errors, message } = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(message).toBe(REQUIRED);
    expect(errors.name).toEqual([REQUIRED]);
    expect(errors.email?.[0]).toBe('Η διεύθυνση email που δώσατε δεν είναι έγκυρη');
    expect(Object.keys(errors)).toContain('surfaces.0');
  });

  it('answers 422 on the field whose unique value is taken', async () => {
    await as.god.post('/api/clubs', { name: 'Tennis Club TAF', slug: 'taf' });
    const response = await as.god.post('/api/clubs', { name: 'Άλλος όμιλος', slug: 'taf' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: RESOURCE_ERRORS.taken, errors: { slug: [RESOURCE_ERRORS.taken] } });
  });

  it('answers 422 on a host that does not exist', async () => {
    const response = await as.god.post('/api/clubs', { name: 'Όμιλος Ωρωπού', hostId: 999 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: RESOURCE_ERRORS.missingReference,
      errors: { hostId: [RESOURCE_ERRORS.missingReference] },
    });
  });
});

describe('PUT /api/clubs/{id}', () => {
  it('updates, keeps the surfaces a body leaves out, and records old and new values', async () => {
    const created = (await as.god.post('/api/clubs', { name: 'Όμιλος Μελισσίων', surfaces: ['hard'] })).json<{
      data: { id: number };
    }>().data;
    const response = await as.god.put(`/api/clubs/${created.id}`, {
      name: 'Όμιλος Αντισφαίρισης Μελισσίων',
      acronym: 'ΟΑΜ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: RESOURCE_NOTICES.updated,
      data: { name: 'Όμιλος Αντισφαίρισης Μελισσίων', acronym: 'ΟΑΜ', surfaces: ['hard'] },
    });
    const revision = await lastRevision(created.id);
    expect(revision).toMatchObject({
      action: 'updated',
      oldValues: { name: 'Όμιλος Μελισσίων' },
      newValues: { name: 'Όμιλος Αντισφαίρισης Μελισσίων' },
    });
  });

  it('answers 404 for an unknown id and 422 for bad input', async () => {
    expect((await as.god.put('/api/clubs/999999', { name: 'Χ' })).statusCode).toBe(404);
    const club = await buildClub(t.db);
    const response = await as.god.put(`/api/clubs/${club.id}`, { name: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([REQUIRED]);
  });
});

describe('DELETE /api/clubs/{id}', () => {
  it('deletes, answers the notice and keeps the old values in a revision', async () => {
    const club = await buildClub(t.db, { name: 'Όμιλος προς διαγραφή' });
    const response = await as.god.delete(`/api/clubs/${club.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESOURCE_NOTICES.deleted });
    expect((await as.god.get(`/api/clubs/${club.id}`)).statusCode).toBe(404);
    expect(await lastRevision(club.id)).toMatchObject({
      action: 'deleted',
      oldValues: { name: 'Όμιλος προς διαγραφή' },
      newValues: null,
    });
    expect((await as.god.delete(`/api/clubs/${club.id}`)).statusCode).toBe(404);
  });

  it('answers 409 while a championship plays at the club', async () => {
    const club = await buildClub(t.db);
    const championship = await buildChampionship(t.db);
    await buildVenue(t.db, championship.id, club.id);
    const response = await as.god.delete(`/api/clubs/${club.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Ο όμιλος δεν μπορεί να διαγραφεί γιατί είναι γήπεδο διεξαγωγής πρωταθλήματος',
    });
    expect((await as.god.get(`/api/clubs/${club.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/factories/clubs/sample', () => {
  it('offers a Greek club the create form accepts', async () => {
    const sample = (await as.god.get('/api/factories/clubs/sample')).json<{ data: Record<string, unknown> }>().data;
    expect(sample.name).toMatch(/[Α-Ωα-ω]/);
    const created = await as.god.post('/api/clubs', sample);
    expect(created.statusCode).toBe(201);
  });
});
