import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_ID,
  TOURNAMENT_ERRORS as ERRORS,
  TOURNAMENT_NOTICES as NOTICES,
  type TTournamentState,
} from '@tennis/contracts';
import { revisions, tournamentCategories, tournamentSponsors, tournaments } from '../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { buildClub, buildTournament } from '../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';
import { buildHostCategory, buildSponsor, multipartBody, pdf, png } from './tournament-fixtures.test-helpers.js';
import { FILE_TOO_LARGE } from '../files/read-file-part.js';
import { describeConcurrency } from '../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;
let clubId: number;
const dataDir = `/tmp/tournament-lifecycle-test-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
  clubId = (await buildClub(t.db, { hostId: 1, address: 'Λεωφόρος Αθηνών 10' })).id;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let n = 0;
const form = (changes: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: `Τουρνουά Χειμώνα ${n}`,
    slug: `tournoua-xeimona-${n}`,
    clubId,
    surface: 'clay',
    address: 'Λεωφόρος Αθηνών 10',
    tournamentStart: '2026-12-12 09:00:00',
    tournamentEnd: '2026-12-20 21:00:00',
    participationsEnd: '2026-12-08 23:00:00',
    firstCategoryCost: 25,
    secondCategoryCost: 15,
    maxParticipations: 64,
    sponsorIds: [],
    categoryIds: [],
    ...changes,
  };
};
const storedFiles = async (tournamentId: number) =>
  readdir(join(dataDir, 'uploads', 'tournaments', String(tournamentId))).catch(() => [] as string[]);
const stateOf = async (id: number) => (await t.db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!;

describe('POST /api/tournaments', () => {
  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 201,
    host: 201,
    host2: 201,
    admin: 201,
    god: 201,
  };
  it.each(EVERYONE)('answers %s: the back office creates, for its own host', async (who) => {
    const host2 = who === 'host2';
    const body = host2 ? form({ clubId: (await buildClub(t.db, { hostId: 2 })).id }) : form();
    const response = await as[who].post('/api/tournaments', body);
    expect(response.statusCode).toBe(expected[who]);
    if (response.statusCode === 201) expect(response.json().data.host.id).toBe(host2 ? 2 : 1);
  });

  it('creates a draft with fees in cents, host categories copied and sponsors linked', async () => {
    const category = await buildHostCategory(t.db, 1, { name: 'Γυναικών Απλό Χ', gender: 1 });
    const sponsor = await buildSponsor(t.db, 1);
    const response = await as.host.post(
      '/api/tournaments',
      form({ categoryIds: [category.id], sponsorIds: [sponsor.id] }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(NOTICES.created);
    expect(body.data).toMatchObject({
      state: 'draft',
      participationsOpen: false,
      firstCategoryCost: 25,
      tournamentStart: '2026-12-12 09:00:00',
    });
    const stored = await stateOf(body.data.id);
    expect(stored.firstCategoryCostCents).toBe(2500);
    const categories = await t.db
      .select()
      .from(tournamentCategories)
      .where(eq(tournamentCategories.tournamentId, stored.id));
    expect(categories.map((c) => [c.name, c.gender, c.hostCategoryId])).toEqual([['Γυναικών Απλό Χ', 1, category.id]]);
    expect(
      await t.db.select().from(tournamentSponsors).where(eq(tournamentSponsors.tournamentId, stored.id)),
    ).toHaveLength(1);
    const [revision] = await t.db.select().from(revisions).where(eq(revisions.entityId, stored.id));
    expect(revision).toMatchObject({ entityType: 'tournaments', action: 'created' });
  });

  it('refuses a fee that is not a step of 5 euros, with the Greek message', async () => {
    expectFieldError(
      await as.admin.post('/api/tournaments', form({ firstCategoryCost: 12 })),
      'firstCategoryCost',
      ERRORS.costStep,
    );
  });

  it('refuses a slug the host already uses, but another host may use it', async () => {
    const first = form();
    expect((await as.admin.post('/api/tournaments', first)).statusCode).toBe(201);
    expectFieldError(await as.admin.post('/api/tournaments', form({ slug: first.slug })), 'slug', ERRORS.slugTaken);
    const other = await as.host2.post(
      '/api/tournaments',
      form({ slug: first.slug, clubId: (await buildClub(t.db, { hostId: 2 })).id }),
    );
    expect(other.statusCode).toBe(201);
  });

  describeConcurrency('two creates at once', () => {
    it('gives two racing creates with one slug one tournament and one 422 on the slug', async () => {
      const body = form();
      const responses = await Promise.all([
        as.host.post('/api/tournaments', body),
        as.employee.post('/api/tournaments', body),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
      expectFieldError(
        responses.find((r) => r.statusCode === 422)!,
        'slug',
        ERRORS.slugTaken,
      );
      expect(await t.db.select().from(tournaments).where(eq(tournaments.slug, body.slug))).toHaveLength(1);
    });
  });

  it("refuses another host's categories, sponsors and clubs", async () => {
    const foreignCategory = await buildHostCategory(t.db, 2);
    const foreignSponsor = await buildSponsor(t.db, 2);
    const foreignClub = await buildClub(t.db, { hostId: 2 });
    expectFieldError(
      await as.host.post('/api/tournaments', form({ categoryIds: [foreignCategory.id] })),
      'categoryIds',
      ERRORS.unknownCategory,
    );
    expectFieldError(
      await as.host.post('/api/tournaments', form({ sponsorIds: [foreignSponsor.id] })),
      'sponsorIds',
      ERRORS.unknownSponsor,
    );
    expectFieldError(
      await as.host.post('/api/tournaments', form({ clubId: foreignClub.id })),
      'clubId',
      ERRORS.unknownClub,
    );
  });

  it('refuses a host creating for another host (403)', async () => {
    expect((await as.host.post('/api/tournaments', form({ hostId: 2 }))).statusCode).toBe(403);
  });

  it('accepts "various tennis clubs" (no club) and refuses a missing club choice', async () => {
    const various = await as.host.post('/api/tournaments', form({ clubId: null }));
    expect(various.statusCode).toBe(201);
    expect(various.json().data.club).toBeNull();
    const { clubId: _missing, ...withoutClub } = form();
    expectFieldError(await as.host.post('/api/tournaments', withoutClub), 'clubId', 'Αυτό το πεδίο είναι υποχρεωτικό');
  });

  it('refuses an end before the start and a malformed date', async () => {
    expectFieldError(
      await as.admin.post('/api/tournaments', form({ tournamentEnd: '2026-12-01 09:00:00' })),
      'tournamentEnd',
      ERRORS.endBeforeStart,
    );
    expectFieldError(
      await as.admin.post('/api/tournaments', form({ tournamentStart: '2026-02-31 09:00:00' })),
      'tournamentStart',
      ERRORS.dateFormat,
    );
  });

  it('stores a poster and a proclamation sent as multipart, checked by content', async () => {
    const response = await as.admin.request({
      method: 'POST',
      url: '/api/tournaments',
      ...multipartBody(form(), [
        { field: 'poster', filename: 'afisa.png', content: await png() },
        { field: 'proclamation', filename: 'prokiryxi.pdf', content: pdf() },
      ]),
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.publicPosterUrl).toMatch(new RegExp(`^/api/tournaments/${data.id}/poster`));
    expect((await storedFiles(data.id)).length).toBe(2);
    const poster = await as.guest.get(`/api/tournaments/${data.id}/poster`);
    expect(poster.statusCode).toBe(404); // still a draft: only its back office sees it
    const own = await as.admin.get(`/api/tournaments/${data.id}/poster`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
  });

  it('refuses a renamed text file as poster and stores no tournament', async () => {
    const body = form();
    const response = await as.admin.request({
      method: 'POST',
      url: '/api/tournaments',
      ...multipartBody(body, [{ field: 'poster', filename: 'afisa.png', content: Buffer.from('not an image') }]),
    });
    expectFieldError(response, 'poster', ERRORS.posterType);
    expect(await t.db.select().from(tournaments).where(eq(tournaments.slug, body.slug))).toEqual([]);
  });
});

describe('PUT /api/tournaments/{id}', () => {
  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 200,
    host: 200,
    host2: 403,
    admin: 200,
    god: 200,
  };
  it.each(EVERYONE)('answers %s: only the back office of the tournament host', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'pending', clubId });
    const response = await as[who].put(`/api/tournaments/${tournament.id}`, {
      ...form({ slug: tournament.slug }),
      action: 'update',
    });
    expect(response.statusCode).toBe(expected[who]);
  });

  it('updates and answers the Greek notice', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending', clubId });
    const response = await as.host.put(`/api/tournaments/${tournament.id}`, {
      ...form({ name: 'Νέο όνομα', slug: tournament.slug }),
      action: 'update',
    });
    expect(response.json()).toMatchObject({ message: NOTICES.updated, data: { name: 'Νέο όνομα', state: 'pending' } });
  });

  it('publishes a draft: pending with participations open', async () => {
    const tournament = await buildTournament(t.db, { state: 'draft', clubId });
    const response = await as.host.put(`/api/tournaments/${tournament.id}`, {
      ...form({ slug: tournament.slug }),
      action: 'publish',
    });
    expect(response.json().data).toMatchObject({ state: 'pending', participationsOpen: true });
    expect((await stateOf(tournament.id)).publishedAt).toBeInstanceOf(Date);
  });

  it('publishes only from draft (409)', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending', clubId });
    expect(
      (
        await as.host.put(`/api/tournaments/${tournament.id}`, {
          ...form({ slug: tournament.slug }),
          action: 'publish',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('keeps an archived tournament read-only (409)', async () => {
    const tournament = await buildTournament(t.db, { state: 'archived', clubId });
    expect(
      (
        await as.admin.put(`/api/tournaments/${tournament.id}`, {
          ...form({ slug: tournament.slug }),
          action: 'update',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await as.admin.put('/api/tournaments/999999', { ...form(), action: 'update' })).statusCode).toBe(404);
    expectFieldError(await as.admin.put('/api/tournaments/abc', { ...form(), action: 'update' }), 'id', INVALID_ID);
  });
});

describe('state moves', () => {
  const cases: [TTournamentState, 'next-state' | 'previous-state', TTournamentState | 409][] = [
    ['draft', 'next-state', 'pending'],
    ['coming-soon', 'next-state', 'pending'],
    ['pending', 'next-state', 'underway'],
    ['underway', 'next-state', 'archived'],
    ['archived', 'next-state', 409],
    ['draft', 'previous-state', 409],
    ['coming-soon', 'previous-state', 'draft'],
    ['pending', 'previous-state', 'draft'],
    ['underway', 'previous-state', 'pending'],
    ['archived', 'previous-state', 'underway'],
  ];
  it.each(cases)('from %s, %s leads to %s', async (from, move, to) => {
    const tournament = await buildTournament(t.db, { state: from });
    const response = await as.host.post(`/api/tournaments/${tournament.id}/${move}`);
    if (to === 409) {
      expect(response.statusCode).toBe(409);
      expect((await stateOf(tournament.id)).state).toBe(from);
    } else {
      expect(response.statusCode).toBe(200);
      expect((await stateOf(tournament.id)).state).toBe(to);
    }
  });

  it('opens participations when a draft is published and closes them when archived or back to draft', async () => {
    const tournament = await buildTournament(t.db, { state: 'draft' });
    await as.host.post(`/api/tournaments/${tournament.id}/next-state`);
    expect((await stateOf(tournament.id)).participationsOpen).toBe(true);
    await as.host.post(`/api/tournaments/${tournament.id}/previous-state`);
    expect((await stateOf(tournament.id)).participationsOpen).toBe(false);
    const underway = await buildTournament(t.db, { state: 'underway', participationsOpen: true });
    await as.host.post(`/api/tournaments/${underway.id}/next-state`);
    expect((await stateOf(underway.id)).participationsOpen).toBe(false);
  });

  describeConcurrency('two moves at once', () => {
    it('moves once per request even when two arrive together', async () => {
      const tournament = await buildTournament(t.db, { state: 'underway' });
      const responses = await Promise.all([
        as.host.post(`/api/tournaments/${tournament.id}/next-state`),
        as.admin.post(`/api/tournaments/${tournament.id}/next-state`),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await stateOf(tournament.id)).state).toBe('archived');
    });
  });

  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 200,
    host: 200,
    host2: 403,
    admin: 200,
    god: 200,
  };
  it.each(EVERYONE)('answers %s on next-state', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    expect((await as[who].post(`/api/tournaments/${tournament.id}/next-state`)).statusCode).toBe(expected[who]);
  });
});

describe('open and close participations', () => {
  const cases: [TTournamentState, number][] = [
    ['draft', 409],
    ['coming-soon', 200],
    ['pending', 200],
    ['underway', 200],
    ['archived', 409],
  ];
  it.each(cases)('in state %s answers %i', async (state, status) => {
    const tournament = await buildTournament(t.db, { state, participationsOpen: false });
    const open = await as.host.post(`/api/tournaments/${tournament.id}/open-participations`);
    expect(open.statusCode).toBe(status);
    expect((await stateOf(tournament.id)).participationsOpen).toBe(status === 200);
    const close = await as.host.post(`/api/tournaments/${tournament.id}/close-participations`);
    expect(close.statusCode).toBe(status);
    expect((await stateOf(tournament.id)).participationsOpen).toBe(false);
  });

  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 200,
    host: 200,
    host2: 403,
    admin: 200,
    god: 200,
  };
  it.each(EVERYONE)('answers %s', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    expect((await as[who].post(`/api/tournaments/${tournament.id}/open-participations`)).statusCode).toBe(
      expected[who],
    );
  });
});

describe('POST /api/tournaments/{id}/{poster|proclamation}/upload', () => {
  it('replaces the poster, answers the Greek notice and serves the new file publicly', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const response = await as.employee.request({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/poster/upload`,
      ...multipartBody(null, [{ field: 'poster', filename: 'a.png', content: await png() }]),
    });
    expect(response.json().message).toBe(NOTICES.fileUpdated);
    expect(await storedFiles(tournament.id)).toHaveLength(1);
    const again = await as.employee.request({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/poster/upload`,
      ...multipartBody(null, [{ field: 'poster', filename: 'b.png', content: await png() }]),
    });
    expect(again.statusCode).toBe(200);
    expect(await storedFiles(tournament.id)).toHaveLength(1);
    expect((await as.guest.get(`/api/tournaments/${tournament.id}/poster`)).statusCode).toBe(200);
  });

  it('refuses a wrong type and a file over 10 MB with 422 under the field, storing nothing', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const wrong = await as.host.request({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/proclamation/upload`,
      ...multipartBody(null, [{ field: 'proclamation', filename: 'p.pdf', content: Buffer.from('<html></html>') }]),
    });
    expectFieldError(wrong, 'proclamation', ERRORS.proclamationType);
    const big = await as.host.request({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/proclamation/upload`,
      ...multipartBody(null, [
        {
          field: 'proclamation',
          filename: 'p.pdf',
          content: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
        },
      ]),
    });
    expectFieldError(big, 'proclamation', FILE_TOO_LARGE);
    expect(await storedFiles(tournament.id)).toEqual([]);
    expect((await stateOf(tournament.id)).proclamationPath).toBeNull();
  });

  it('answers 422 when no file was sent and 409 for an archived tournament', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    expectFieldError(
      await as.host.request({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/poster/upload`,
        ...multipartBody(null, []),
      }),
      'poster',
      'Αυτό το πεδίο είναι υποχρεωτικό',
    );
    const archived = await buildTournament(t.db, { state: 'archived' });
    const response = await as.host.request({
      method: 'POST',
      url: `/api/tournaments/${archived.id}/poster/upload`,
      ...multipartBody(null, [{ field: 'poster', filename: 'a.png', content: await png() }]),
    });
    expect(response.statusCode).toBe(409);
    expect(await storedFiles(archived.id)).toEqual([]);
  });

  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 200,
    host: 200,
    host2: 403,
    admin: 200,
    god: 200,
  };
  it.each(EVERYONE)('answers %s', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const response = await as[who].request({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/proclamation/upload`,
      ...multipartBody(null, [{ field: 'proclamation', filename: 'p.pdf', content: pdf() }]),
    });
    expect(response.statusCode).toBe(expected[who]);
    if (expected[who] !== 200) expect(await storedFiles(tournament.id)).toEqual([]);
  });
});
