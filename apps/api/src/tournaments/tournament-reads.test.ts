import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOURNAMENT_ERRORS as ERRORS, TOURNAMENT_NOTICES as NOTICES } from '@tennis/contracts';
import {
  championships,
  participations,
  sponsors,
  tournamentCategories,
  tournamentHosts,
  tournamentSponsors,
  tournaments,
} from '../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildPlayer, buildTournament } from '../test/build-records.js';
import { demoAgents, EVERYONE, type Who, ANY_HOST_STAFF_AND_ADMINS } from '../test/demo-agents.js';
import { buildCategory, buildHostCategory, buildSponsor, enter, png } from './tournament-fixtures.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = `/tmp/tournament-reads-test-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const backofficeOfHost1: Record<Who, number> = {
  guest: 401,
  newuser: 403,
  player: 403,
  employee: 200,
  host: 200,
  host2: 403,
  admin: 200,
  god: 200,
};

describe('GET /api/backoffice/tournaments', () => {
  const expected = ANY_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s: back office only', async (who) => {
    expect((await as[who].get('/api/backoffice/tournaments')).statusCode).toBe(expected[who]);
  });

  it("counts categories and pending plus approved participations, and shows host staff only their host's", async () => {
    const tournament = await buildTournament(t.db, {
      hostId: 2,
      name: 'Κύπελλο Θεσσαλονίκης',
      tournamentStart: new Date('2030-01-01T10:00:00Z'),
    });
    const category = await buildCategory(t.db, tournament.id);
    await enter(t.db, tournament.id, category.id, 'pending');
    await enter(t.db, tournament.id, category.id, 'approved');
    await enter(t.db, tournament.id, category.id, 'rejected');
    const host2 = (await as.host2.get('/api/backoffice/tournaments?pageLength=100')).json();
    expect(host2.data.every((row: { hostSlug: string }) => row.hostSlug === 'thessaloniki-tennis')).toBe(true);
    expect(host2.data.find((row: { id: number }) => row.id === tournament.id)).toMatchObject({
      categoriesCount: 1,
      participationsCount: 2,
    });
    const host1 = (await as.host.get('/api/backoffice/tournaments?pageLength=100')).json();
    expect(host1.data.some((row: { id: number }) => row.id === tournament.id)).toBe(false);
    const admin = (await as.admin.get('/api/backoffice/tournaments?pageLength=5')).json();
    expect(admin.data[0].id).toBe(tournament.id);
    expect(admin.meta).toMatchObject({ page: 1, pageLength: 5 });
  });
});

describe('public lists', () => {
  it('upcoming lists pending and coming-soon tournaments, filtered by host', async () => {
    const pending = await buildTournament(t.db, { hostId: 2, state: 'pending' });
    const draft = await buildTournament(t.db, { hostId: 2, state: 'draft' });
    const soon = await buildTournament(t.db, { hostId: 1, state: 'coming-soon' });
    const all = (await as.guest.get('/api/tournaments/upcoming')).json().data.map((row: { id: number }) => row.id);
    expect(all).toEqual(expect.arrayContaining([pending.id, soon.id]));
    expect(all).not.toContain(draft.id);
    const host2 = (await as.guest.get('/api/tournaments/upcoming?hostId=2'))
      .json()
      .data.map((row: { id: number }) => row.id);
    expect(host2).toContain(pending.id);
    expect(host2).not.toContain(soon.id);
  });

  it('gives each tile the first category fee and the places left under the maximum', async () => {
    const limited = await buildTournament(t.db, {
      state: 'pending',
      maxParticipations: 3,
      firstCategoryCostCents: 1250,
    });
    const category = await buildCategory(t.db, limited.id);
    await enter(t.db, limited.id, category.id, 'pending');
    await enter(t.db, limited.id, category.id, 'approved');
    // A rejected entry frees its place.
    await enter(t.db, limited.id, category.id, 'rejected');
    const full = await buildTournament(t.db, { state: 'pending', maxParticipations: 1 });
    const fullCategory = await buildCategory(t.db, full.id);
    await enter(t.db, full.id, fullCategory.id, 'approved');
    await enter(t.db, full.id, fullCategory.id, 'pending');
    const open = await buildTournament(t.db, { state: 'pending', maxParticipations: null });
    const rows: { id: number; firstCategoryCost: number; freePlaces: number | null }[] = (
      await as.guest.get('/api/tournaments/upcoming')
    ).json().data;
    const row = (id: number) => rows.find((r) => r.id === id);
    expect(row(limited.id)).toMatchObject({ firstCategoryCost: 12.5, freePlaces: 1 });
    // More entries than places (the host raised the count by hand) never give a negative number.
    expect(row(full.id)).toMatchObject({ firstCategoryCost: 25, freePlaces: 0 });
    expect(row(open.id)).toMatchObject({ freePlaces: null });
  });

  it('underway is paged and lists only underway tournaments', async () => {
    const underway = await buildTournament(t.db, { state: 'underway' });
    const archived = await buildTournament(t.db, { state: 'archived' });
    const response = (await as.guest.get('/api/tournaments/underway?page=1&pageLength=250')).json();
    const ids = response.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(underway.id);
    expect(ids).not.toContain(archived.id);
    expect(response.meta.total).toBe(ids.length);
  });
});

describe('GET /api/tournaments/{id} and /{hostSlug}/{tournamentSlug}', () => {
  it('gives the landing data with permissions.backofficeView only for the back office of the host', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending', participationsOpen: true });
    await buildCategory(t.db, tournament.id, { name: 'Ορατή' });
    const expected: Record<Who, boolean> = {
      guest: false,
      newuser: false,
      player: false,
      employee: true,
      host: true,
      host2: false,
      admin: true,
      god: true,
    };
    for (const who of EVERYONE) {
      const response = await as[who].get(`/api/tournaments/athens-tennis/${tournament.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.permissions.backofficeView).toBe(expected[who]);
    }
    const byId = (await as.guest.get(`/api/tournaments/${tournament.id}`)).json().data;
    expect(byId).toMatchObject({
      id: tournament.id,
      participationsOpen: true,
      publicUrl: `/tournaments/athens-tennis/${tournament.slug}`,
      host: { slug: 'athens-tennis' },
    });
    expect(byId.tournamentCategories.map((c: { name: string }) => c.name)).toEqual(['Ορατή']);
  });

  it('hides a draft from everyone but its own back office (404)', async () => {
    const draft = await buildTournament(t.db, { state: 'draft' });
    const expected: Record<Who, number> = {
      guest: 404,
      newuser: 404,
      player: 404,
      employee: 200,
      host: 200,
      host2: 404,
      admin: 200,
      god: 200,
    };
    for (const who of EVERYONE)
      expect((await as[who].get(`/api/tournaments/${draft.id}`)).statusCode, who).toBe(expected[who]);
  });

  it('answers 404 for unknown slugs and ids', async () => {
    expect((await as.guest.get('/api/tournaments/athens-tennis/no-such-tournament')).statusCode).toBe(404);
    expect((await as.guest.get('/api/tournaments/999999')).statusCode).toBe(404);
  });
});

describe('tournament categories', () => {
  it.each(EVERYONE)('GET answers %s by the host rule', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    expect((await as[who].get(`/api/tournaments/${tournament.id}/tournament-categories`)).statusCode).toBe(
      backofficeOfHost1[who],
    );
  });

  it('counts each category’s own pending and approved participations, not one for every category', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const crowded = await buildCategory(t.db, tournament.id, { position: 1 });
    const small = await buildCategory(t.db, tournament.id, { position: 2 });
    const empty = await buildCategory(t.db, tournament.id, { position: 3 });
    for (let i = 0; i < 32; i++) await enter(t.db, tournament.id, crowded.id, i % 4 === 0 ? 'pending' : 'approved');
    await enter(t.db, tournament.id, crowded.id, 'rejected');
    await enter(t.db, tournament.id, small.id, 'approved');
    await enter(t.db, tournament.id, small.id, 'rejected');
    const counts = (await as.host.get(`/api/tournaments/${tournament.id}/tournament-categories`))
      .json()
      .data.map((c: { id: number; participations: number }) => [c.id, c.participations]);
    expect(counts).toEqual([
      [crowded.id, 32],
      [small.id, 1],
      [empty.id, 0],
    ]);
  });

  it('adds a host category once, lists what can still be added, and refuses another host’s category', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const hostCategory = await buildHostCategory(t.db, 1, { name: 'Μικτό Διπλό Τ', type: 'doubles', gender: 2 });
    const before = (await as.host.get(`/api/tournaments/${tournament.id}/tournament-categories`)).json();
    expect(before.available.map((c: { id: number }) => c.id)).toContain(hostCategory.id);
    const added = await as.host.post(`/api/tournaments/${tournament.id}/tournament-categories`, {
      hostCategoryId: hostCategory.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: NOTICES.categoryAdded,
      data: { name: 'Μικτό Διπλό Τ', type: 'doubles', gender: 2 },
    });
    expectFieldError(
      await as.host.post(`/api/tournaments/${tournament.id}/tournament-categories`, {
        hostCategoryId: hostCategory.id,
      }),
      'hostCategoryId',
      ERRORS.categoryExists,
    );
    const after = (await as.host.get(`/api/tournaments/${tournament.id}/tournament-categories`)).json();
    expect(after.available.map((c: { id: number }) => c.id)).not.toContain(hostCategory.id);
    const foreign = await buildHostCategory(t.db, 2);
    expectFieldError(
      await as.host.post(`/api/tournaments/${tournament.id}/tournament-categories`, { hostCategoryId: foreign.id }),
      'hostCategoryId',
      ERRORS.unknownCategory,
    );
  });

  it.each(EVERYONE)('POST answers %s by the host rule', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const hostCategory = await buildHostCategory(t.db, 1);
    const response = await as[who].post(`/api/tournaments/${tournament.id}/tournament-categories`, {
      hostCategoryId: hostCategory.id,
    });
    expect(response.statusCode).toBe(backofficeOfHost1[who] === 200 ? 201 : backofficeOfHost1[who]);
  });

  const deleteExpected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 403,
    host: 403,
    host2: 403,
    admin: 403,
    god: 200,
  };
  it.each(EVERYONE)('DELETE answers %s: god mode only, with its entries gone', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const category = await buildCategory(t.db, tournament.id);
    await enter(t.db, tournament.id, category.id, 'approved');
    const response = await as[who].delete(`/api/tournaments/${tournament.id}/tournament-categories/${category.id}`);
    expect(response.statusCode).toBe(deleteExpected[who]);
    const left = await t.db.select().from(tournamentCategories).where(eq(tournamentCategories.id, category.id));
    expect(left).toHaveLength(who === 'god' ? 0 : 1);
    if (who === 'god') {
      expect(response.json().message).toBe(NOTICES.categoryDeleted);
      expect(
        await t.db.select().from(participations).where(eq(participations.tournamentCategoryId, category.id)),
      ).toEqual([]);
    }
  });

  it('toggles visibility, and the public landing data keeps the flag', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const category = await buildCategory(t.db, tournament.id);
    const response = await as.employee.post(
      `/api/tournaments/${tournament.id}/tournament-categories/${category.id}/visibility`,
      { visible: false },
    );
    expect(response.json().data.visible).toBe(false);
    const landing = (await as.guest.get(`/api/tournaments/${tournament.id}`)).json().data;
    expect(landing.tournamentCategories[0].visible).toBe(false);
    expect(
      (
        await as.host2.post(`/api/tournaments/${tournament.id}/tournament-categories/${category.id}/visibility`, {
          visible: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses changes to an archived tournament (409)', async () => {
    const tournament = await buildTournament(t.db, { state: 'archived' });
    const hostCategory = await buildHostCategory(t.db, 1);
    expect(
      (
        await as.host.post(`/api/tournaments/${tournament.id}/tournament-categories`, {
          hostCategoryId: hostCategory.id,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('GET /api/backoffice/tournaments/{id}/stats', () => {
  const expected: Record<Who, number> = {
    guest: 401,
    newuser: 403,
    player: 403,
    employee: 403,
    host: 200,
    host2: 403,
    admin: 200,
    god: 200,
  };
  it.each(EVERYONE)('answers %s: admins and the host', async (who) => {
    const tournament = await buildTournament(t.db);
    expect((await as[who].get(`/api/backoffice/tournaments/${tournament.id}/stats`)).statusCode).toBe(expected[who]);
  });

  it('counts per category, doubles pairs once, and revenue by how many categories each player entered', async () => {
    const tournament = await buildTournament(t.db);
    const singles = await buildCategory(t.db, tournament.id, { name: 'Απλό', position: 0 });
    const doubles = await buildCategory(t.db, tournament.id, { name: 'Διπλό', type: 'doubles', position: 1 });
    const both = await buildPlayer(t.db);
    await enter(t.db, tournament.id, singles.id, 'approved', 2500, both.id);
    await enter(t.db, tournament.id, doubles.id, 'approved', 1500, both.id);
    await enter(t.db, tournament.id, doubles.id, 'pending', 2500);
    await enter(t.db, tournament.id, singles.id, 'pending', 2500);
    await enter(t.db, tournament.id, singles.id, 'rejected', 2500);
    const { data } = (await as.host.get(`/api/backoffice/tournaments/${tournament.id}/stats`)).json();
    expect(data.perCategory).toEqual([
      { name: 'Απλό', type: 'singles', participations: 2, primaryParticipations: 2 },
      { name: 'Διπλό', type: 'doubles', participations: 2, primaryParticipations: 1 },
    ]);
    expect([data.singles, data.doubles]).toEqual([2, 1]);
    expect(data.revenueByParticipationCount).toEqual([
      { categories: 1, players: 2, revenueCents: 5000 },
      { categories: 2, players: 1, revenueCents: 4000 },
    ]);
  });
});

describe('GET /api/backoffice/tournaments/{id}/print-winners', () => {
  it.each(EVERYONE)('answers %s by the host rule', async (who) => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    expect((await as[who].get(`/api/backoffice/tournaments/${tournament.id}/print-winners`)).statusCode).toBe(
      backofficeOfHost1[who],
    );
  });

  it.each([
    ['draft', 409],
    ['pending', 409],
    ['underway', 200],
    ['archived', 200],
  ] as const)('in state %s answers %i', async (state, status) => {
    const tournament = await buildTournament(t.db, { state });
    expect((await as.host.get(`/api/backoffice/tournaments/${tournament.id}/print-winners`)).statusCode).toBe(status);
  });

  it('prints each category with its winner and finalist, escaping names', async () => {
    const tournament = await buildTournament(t.db, { state: 'archived', name: 'Κύπελλο <Αθήνας>' });
    const category = await buildCategory(t.db, tournament.id, { name: 'Ανδρών Απλό' });
    const winner = await enter(
      t.db,
      tournament.id,
      category.id,
      'approved',
      0,
      (await buildPlayer(t.db, { surname: 'Νικητής', name: 'Άρης' })).id,
    );
    const finalist = await enter(
      t.db,
      tournament.id,
      category.id,
      'approved',
      0,
      (await buildPlayer(t.db, { surname: 'Φιναλίστ', name: 'Βασίλης' })).id,
    );
    await t.db
      .update(tournamentCategories)
      .set({ winnerParticipationId: winner.id, finalistParticipationId: finalist.id, state: 'concluded' })
      .where(eq(tournamentCategories.id, category.id));
    const response = await as.host.get(`/api/backoffice/tournaments/${tournament.id}/print-winners`);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<td>Ανδρών Απλό</td><td>Νικητής Άρης</td><td>Φιναλίστ Βασίλης</td>');
    expect(response.body).toContain('Κύπελλο &lt;Αθήνας&gt;');
  });
});

describe('public file routes', () => {
  it('answers 404 when nothing is stored', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    expect((await as.guest.get(`/api/tournaments/${tournament.id}/poster`)).statusCode).toBe(404);
    expect((await as.guest.get(`/api/tournaments/${tournament.id}/proclamation`)).statusCode).toBe(404);
    expect((await as.guest.get('/api/tournament-hosts/1/logo')).statusCode).toBe(404);
    expect((await as.guest.get('/api/tournament-hosts/999/logo')).statusCode).toBe(404);
    expect((await as.guest.get('/api/championships/999999/poster')).statusCode).toBe(404);
  });
});

describe("a sponsor's image", () => {
  it('is served by every tournament that shows the sponsor, and by no other', async () => {
    const bytes = await png();
    await mkdir(join(dataDir, 'uploads', 'sponsor-files'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'sponsor-files', 'logo.png'), bytes);
    const sponsor = await buildSponsor(t.db, 1);
    await t.db.update(sponsors).set({ imagePath: 'sponsor-files/logo.png' }).where(eq(sponsors.id, sponsor.id));
    const [first, second, other] = [
      await buildTournament(t.db, { state: 'pending' }),
      await buildTournament(t.db, { state: 'pending' }),
      await buildTournament(t.db, { state: 'pending' }),
    ];
    await t.db.insert(tournamentSponsors).values([
      { tournamentId: first!.id, sponsorId: sponsor.id },
      { tournamentId: second!.id, sponsorId: sponsor.id },
    ]);
    for (const tournament of [first!, second!]) {
      const image = await as.guest.get(`/api/tournaments/${tournament.id}/sponsors/${sponsor.id}/image`);
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await as.guest.get(`/api/tournaments/${other!.id}/sponsors/${sponsor.id}/image`)).statusCode).toBe(404);
  });
});

describe('stored files of championships and hosts', () => {
  it('serves a championship poster and a host logo stored under the uploads folder, never a draft championship’s', async () => {
    const bytes = await png();
    await mkdir(join(dataDir, 'uploads', 'test-files'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'test-files', 'poster.png'), bytes);
    const published = await buildChampionship(t.db, { state: 'underway' });
    const draft = await buildChampionship(t.db, { state: 'draft' });
    await t.db
      .update(championships)
      .set({ posterPath: 'test-files/poster.png' })
      .where(eq(championships.id, published.id));
    await t.db.update(championships).set({ posterPath: 'test-files/poster.png' }).where(eq(championships.id, draft.id));
    await t.db.update(tournamentHosts).set({ logoPath: 'test-files/poster.png' }).where(eq(tournamentHosts.id, 2));
    const poster = await as.guest.get(`/api/championships/${published.id}/poster`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(poster.rawPayload.equals(bytes)).toBe(true);
    expect((await as.guest.get(`/api/championships/${draft.id}/poster`)).statusCode).toBe(404);
    expect((await as.guest.get(`/api/championships/${published.id}/proclamation`)).statusCode).toBe(404);
    expect((await as.guest.get('/api/tournament-hosts/2/logo')).statusCode).toBe(200);
  });

  it('never reads a key that climbs out of the uploads folder', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    await t.db.update(tournaments).set({ posterPath: '../../../etc/passwd' }).where(eq(tournaments.id, tournament.id));
    expect((await as.guest.get(`/api/tournaments/${tournament.id}/poster`)).statusCode).toBe(404);
  });
});

describe('GET /api/backoffice/tournaments/form-options', () => {
  const expected = ANY_HOST_STAFF_AND_ADMINS;
  it.each(EVERYONE)('answers %s: back office only', async (who) => {
    expect((await as[who].get('/api/backoffice/tournaments/form-options')).statusCode).toBe(expected[who]);
  });

  it("gives hosts their own host's categories only, and admins the host they ask for", async () => {
    const mine = await buildHostCategory(t.db, 2, { name: 'Μόνο Θεσσαλονίκη' });
    const host2 = (await as.host2.get('/api/backoffice/tournaments/form-options?hostId=1')).json().data;
    expect(host2).toMatchObject({ hostId: 2, hosts: [] });
    expect(host2.hostCategories.map((c: { id: number }) => c.id)).toContain(mine.id);
    const host1 = (await as.host.get('/api/backoffice/tournaments/form-options')).json().data;
    expect(host1.hostCategories.map((c: { id: number }) => c.id)).not.toContain(mine.id);
    const admin = (await as.admin.get('/api/backoffice/tournaments/form-options?hostId=2')).json().data;
    expect(admin.hostId).toBe(2);
    expect(admin.hosts.length).toBeGreaterThanOrEqual(2);
  });
});
