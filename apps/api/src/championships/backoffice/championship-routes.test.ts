import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAMPIONSHIP_BACKOFFICE_ERRORS as ERRORS,
  CHAMPIONSHIP_BACKOFFICE_NOTICES as NOTICES,
  INVALID_ID,
} from '@tennis/contracts';
import { championshipVenues, championships, revisions } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildChampionship, buildClub } from '../../test/build-records.js';
import {
  MAIN_HOST_STAFF_AND_ADMINS,
  demoAgents,
  EVERYONE,
  type Who,
  ANY_HOST_STAFF_AND_ADMINS,
} from '../../test/demo-agents.js';
import { multipartBody } from './championship-fixtures.test-helpers.js';
import { FILE_TOO_LARGE } from '../../files/read-file-part.js';

let t: TestApp;
let as: Record<Who, Agent>;
let host1Championship: Awaited<ReturnType<typeof buildChampionship>>;
const dataDir = `/tmp/championship-backoffice-test-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
  host1Championship = await buildChampionship(t.db, { hostId: 1 });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const form = (championship: { name: string; slug: string }, changes: Record<string, unknown> = {}) => ({
  name: championship.name,
  slug: championship.slug,
  participationsOpen: true,
  silenced: false,
  state: 'underway',
  venues: [],
  action: 'update',
  ...changes,
});

const storedFiles = async (championshipId: number) =>
  readdir(join(dataDir, 'uploads', 'championships', String(championshipId))).catch(() => [] as string[]);
const png = () =>
  sharp({ create: { width: 30, height: 40, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

describe('GET /api/backoffice/championships/{id}', () => {
  const expected = MAIN_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s by the host rule (admins any, host 1 staff only their own)', async (who) => {
    const response = await as[who].get(`/api/backoffice/championships/${host1Championship.id}`);
    expect(response.statusCode).toBe(expected[who]);
  });

  it('presents the championship with its counts and the edit permission for admins only', async () => {
    const admin = (await as.admin.get(`/api/backoffice/championships/${host1Championship.id}`)).json();
    expect(admin.data).toMatchObject({
      id: host1Championship.id,
      type: 'singles',
      gender: 0,
      participations: { total: 0 },
      permissions: { update: true },
    });
    const host = (await as.host.get(`/api/backoffice/championships/${host1Championship.id}`)).json();
    expect(host.data.permissions.update).toBe(false);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await as.admin.get('/api/backoffice/championships/999999')).statusCode).toBe(404);
    expectFieldError(await as.admin.get('/api/backoffice/championships/abc'), 'id', INVALID_ID);
  });
});

describe('PUT /api/championships/{id}', () => {
  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 403,
    host: 403,
    host2: 403,
    admin: 200,
    god: 200,
  };
  it.each(EVERYONE)('lets only admins save the form (%s)', async (who) => {
    const championship = await buildChampionship(t.db);
    const response = await as[who].put(
      `/api/championships/${championship.id}`,
      form(championship, { name: `Νέο όνομα ${who}` }),
    );
    expect(response.statusCode).toBe(expected[who]);
    const [stored] = await t.db.select().from(championships).where(eq(championships.id, championship.id));
    expect(stored!.name).toBe(expected[who] === 200 ? `Νέο όνομα ${who}` : championship.name);
  });

  it('saves the fields and the venues, writes a revision and answers the Greek notice', async () => {
    const championship = await buildChampionship(t.db, { participationsOpen: false });
    const [a, b] = [await buildClub(t.db, { name: 'Όμιλος Α' }), await buildClub(t.db, { name: 'Όμιλος Β' })];
    const response = await as.admin.put(
      `/api/championships/${championship.id}`,
      form(championship, { name: 'Πρωτάθλημα Κηφισιάς', slug: 'kifisia-2026', venues: [b.id, a.id], silenced: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: NOTICES.updated,
      data: {
        name: 'Πρωτάθλημα Κηφισιάς',
        slug: 'kifisia-2026',
        participationsOpen: true,
        silenced: true,
        venues: [{ id: b.id }, { id: a.id }],
      },
    });
    const history = await t.db.select().from(revisions).where(eq(revisions.entityId, championship.id));
    expect(history.some((r) => r.entityType === 'championships' && r.action === 'updated')).toBe(true);

    await as.admin.put(
      `/api/championships/${championship.id}`,
      form({ name: 'Πρωτάθλημα Κηφισιάς', slug: 'kifisia-2026' }, { venues: [a.id] }),
    );
    const venues = await t.db
      .select()
      .from(championshipVenues)
      .where(eq(championshipVenues.championshipId, championship.id));
    expect(venues.map((v) => v.clubId)).toEqual([a.id]);
  });

  it('refuses a slug another championship uses with a Greek 422', async () => {
    const [first, second] = [await buildChampionship(t.db), await buildChampionship(t.db)];
    const response = await as.admin.put(`/api/championships/${second.id}`, form(second, { slug: first.slug }));
    expectFieldError(response, 'slug', ERRORS.slugTaken);
  });

  it('requires the name and a URL-safe slug (Greek 422s)', async () => {
    const championship = await buildChampionship(t.db);
    expectFieldError(
      await as.admin.put(`/api/championships/${championship.id}`, form(championship, { name: '  ' })),
      'name',
      'Αυτό το πεδίο είναι υποχρεωτικό',
    );
    expectFieldError(
      await as.admin.put(`/api/championships/${championship.id}`, form(championship, { slug: 'Με κενά' })),
      'slug',
      ERRORS.slugFormat,
    );
  });

  it('keeps type and gender read-only: a different value is a 422, the same one passes', async () => {
    const championship = await buildChampionship(t.db, { type: 'singles', gender: 0 });
    expectFieldError(
      await as.admin.put(`/api/championships/${championship.id}`, form(championship, { type: 'doubles' })),
      'type',
      ERRORS.readOnlyType,
    );
    expectFieldError(
      await as.admin.put(`/api/championships/${championship.id}`, form(championship, { gender: 1 })),
      'gender',
      ERRORS.readOnlyGender,
    );
    expect(
      (await as.admin.put(`/api/championships/${championship.id}`, form(championship, { type: 'singles', gender: 0 })))
        .statusCode,
    ).toBe(200);
  });

  it('publishes only a draft (409 otherwise) and moves it out of draft', async () => {
    const draft = await buildChampionship(t.db, { state: 'draft' });
    const published = await as.admin.put(
      `/api/championships/${draft.id}`,
      form(draft, { state: 'draft', action: 'publish' }),
    );
    expect(published.json().data.state).toBe('coming-soon');
    const again = await as.admin.put(
      `/api/championships/${draft.id}`,
      form(draft, { state: 'coming-soon', action: 'publish' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERRORS.publishOnlyDraft);
  });

  it('refuses an unknown club as a venue and answers 404 for an unknown championship', async () => {
    const championship = await buildChampionship(t.db);
    expectFieldError(
      await as.admin.put(`/api/championships/${championship.id}`, form(championship, { venues: [987654] })),
      'venues',
      ERRORS.unknownVenue,
    );
    expect((await as.admin.put('/api/championships/999999', form(championship))).statusCode).toBe(404);
  });

  it('stores a real PNG poster and a PDF proclamation sent as multipart, and serves them back', async () => {
    const championship = await buildChampionship(t.db);
    const image = await png();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const response = await as.admin.request({
      method: 'PUT',
      url: `/api/championships/${championship.id}`,
      ...multipartBody(form(championship), [
        { field: 'poster', filename: 'afisa.png', content: image },
        { field: 'proclamation', filename: 'prokiryxi.pdf', content: pdf },
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.posterUrl).toMatch(
      new RegExp(`/api/backoffice/championships/${championship.id}/files/poster`),
    );
    expect(await storedFiles(championship.id)).toHaveLength(2);
    const poster = await as.host.get(`/api/backoffice/championships/${championship.id}/files/poster`);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(poster.rawPayload.equals(image)).toBe(true);
    const proclamation = await as.admin.get(`/api/backoffice/championships/${championship.id}/files/proclamation`);
    expect(proclamation.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a text file named .png and a fake pdf by their content, storing nothing', async () => {
    const championship = await buildChampionship(t.db);
    const fakeImage = await as.admin.request({
      method: 'PUT',
      url: `/api/championships/${championship.id}`,
      ...multipartBody(form(championship, { name: 'Δεν αποθηκεύεται' }), [
        { field: 'poster', filename: 'afisa.png', content: Buffer.from('just text, not an image') },
      ]),
    });
    expectFieldError(fakeImage, 'poster', ERRORS.posterType);
    const fakePdf = await as.admin.request({
      method: 'PUT',
      url: `/api/championships/${championship.id}`,
      ...multipartBody(form(championship), [
        { field: 'proclamation', filename: 'prokiryxi.pdf', content: Buffer.from('<html>not a pdf</html>') },
      ]),
    });
    expectFieldError(fakePdf, 'proclamation', ERRORS.proclamationType);
    const wrongName = await as.admin.request({
      method: 'PUT',
      url: `/api/championships/${championship.id}`,
      ...multipartBody(form(championship), [{ field: 'poster', filename: 'afisa.bmp', content: await png() }]),
    });
    expectFieldError(wrongName, 'poster', ERRORS.posterType);
    expect(await storedFiles(championship.id)).toEqual([]);
    const [stored] = await t.db.select().from(championships).where(eq(championships.id, championship.id));
    expect(stored).toMatchObject({ name: championship.name, posterPath: null, proclamationPath: null });
  });

  it('refuses a file over 10 MB with 422 under its field, storing nothing', async () => {
    const championship = await buildChampionship(t.db);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x25);
    const response = await as.admin.request({
      method: 'PUT',
      url: `/api/championships/${championship.id}`,
      ...multipartBody(form(championship), [{ field: 'proclamation', filename: 'prokiryxi.pdf', content: big }]),
    });
    expectFieldError(response, 'proclamation', FILE_TOO_LARGE);
    expect(await storedFiles(championship.id)).toEqual([]);
  });

  it('reads no file from someone who may not save (403 before the upload is read)', async () => {
    const championship = await buildChampionship(t.db);
    const response = await as.host.request({
      method: 'PUT',
      url: `/api/championships/${championship.id}`,
      ...multipartBody(form(championship), [{ field: 'poster', filename: 'afisa.png', content: await png() }]),
    });
    expect(response.statusCode).toBe(403);
    expect(await storedFiles(championship.id)).toEqual([]);
  });
});

describe('GET /api/backoffice/championships', () => {
  const expected = ANY_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s: back office only', async (who) => {
    expect((await as[who].get('/api/backoffice/championships')).statusCode).toBe(expected[who]);
  });

  it("lists every championship for an admin and only the host's own for host staff", async () => {
    const other = await buildChampionship(t.db, { hostId: 2 });
    const ids = async (who: Who) =>
      ((await as[who].get('/api/backoffice/championships')).json().data as { id: number }[]).map((c) => c.id);
    expect(await ids('admin')).toEqual(expect.arrayContaining([host1Championship.id, other.id]));
    expect(await ids('host')).toContain(host1Championship.id);
    expect(await ids('host')).not.toContain(other.id);
    expect(await ids('host2')).toEqual([other.id]);
  });
});
