import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { championships, players, sponsors, tournamentHosts, tournamentSponsors } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildPlayer, buildTournament } from '../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';
import { buildCategory, buildSponsor, multipartBody, pdf, png } from './tournament-fixtures.test-helpers.js';

// Who may call the tournament routes of host 1: the back office of the
// tournament's host (employee, host) and the admins change it; host 2's staff,
// players and users without a profile are refused; guests must sign in. The
// host info answers every back office with its own host. The public lists,
// landing data, draws and stored files are everyone's, but a draft's files are
// its own back office's only.

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = `/tmp/tournaments-matrix-test-${process.pid}-${Date.now()}`;
const files = { poster: 'matrix/poster.png', proclamation: 'matrix/proclamation.pdf' };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
  await mkdir(join(dataDir, 'uploads', 'matrix'), { recursive: true });
  await writeFile(join(dataDir, 'uploads', files.poster), await png());
  await writeFile(join(dataDir, 'uploads', files.proclamation), pdf());
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A tournament of host 1 with a stored poster and proclamation. */
const withFiles = (state: 'draft' | 'pending') =>
  buildTournament(t.db, { state, posterPath: files.poster, proclamationPath: files.proclamation });

const expected: Record<Who, { office: number; anyOffice: number; everyone: number; draftFile: number }> = {
  guest: { office: 401, anyOffice: 401, everyone: 200, draftFile: 404 },
  newuser: { office: 403, anyOffice: 403, everyone: 200, draftFile: 404 },
  player: { office: 403, anyOffice: 403, everyone: 200, draftFile: 404 },
  employee: { office: 200, anyOffice: 200, everyone: 200, draftFile: 200 },
  host: { office: 200, anyOffice: 200, everyone: 200, draftFile: 200 },
  host2: { office: 403, anyOffice: 200, everyone: 200, draftFile: 404 },
  admin: { office: 200, anyOffice: 200, everyone: 200, draftFile: 200 },
  god: { office: 200, anyOffice: 200, everyone: 200, draftFile: 200 },
};

describe.each(EVERYONE.map((who) => [who, expected[who]] as const))('%s', (who, status) => {
  it(`GET /api/tournament-hosts/info → ${status.anyOffice}`, async () => {
    expect((await as[who].get('/api/tournament-hosts/info')).statusCode).toBe(status.anyOffice);
  });

  it(`GET /api/backoffice/tournaments/{id} → ${status.office}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    expect((await as[who].get(`/api/backoffice/tournaments/${tournament.id}`)).statusCode).toBe(status.office);
  });

  it(`POST previous-state → ${status.office}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    expect((await as[who].post(`/api/tournaments/${tournament.id}/previous-state`)).statusCode).toBe(status.office);
  });

  it(`GET conclusion-check → ${status.office}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    expect((await as[who].get(`/api/tournaments/${tournament.id}/conclusion-check`)).statusCode).toBe(status.office);
  });

  it(`POST close-participations → ${status.office}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'pending', participationsOpen: true });
    expect((await as[who].post(`/api/tournaments/${tournament.id}/close-participations`)).statusCode).toBe(
      status.office,
    );
  });

  it(`POST poster/upload → ${status.office}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const body = multipartBody(null, [{ field: 'poster', filename: 'poster.png', content: await png() }]);
    expect(
      (await as[who].request({ method: 'POST', url: `/api/tournaments/${tournament.id}/poster/upload`, ...body }))
        .statusCode,
    ).toBe(status.office);
  });

  it(`POST category visibility → ${status.office}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const category = await buildCategory(t.db, tournament.id);
    const response = await as[who].post(
      `/api/tournaments/${tournament.id}/tournament-categories/${category.id}/visibility`,
      { visible: false },
    );
    expect(response.statusCode).toBe(status.office);
  });

  it(`GET upcoming and underway → ${status.everyone}`, async () => {
    expect((await as[who].get('/api/tournaments/upcoming?hostId=1')).statusCode).toBe(status.everyone);
    expect((await as[who].get('/api/tournaments/underway?page=1&pageLength=5')).statusCode).toBe(status.everyone);
  });

  it(`GET a category by the landing slugs → ${status.everyone}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    const category = await buildCategory(t.db, tournament.id);
    expect(
      (await as[who].get(`/api/tournaments/athens-tennis/${tournament.slug}/tournament-categories/${category.id}`))
        .statusCode,
    ).toBe(status.everyone);
  });

  it(`GET the landing's category lists → ${status.everyone}, a draft's → ${status.draftFile}`, async () => {
    const published = await buildTournament(t.db, { state: 'pending' });
    await buildCategory(t.db, published.id);
    const draft = await buildTournament(t.db, { state: 'draft' });
    const lists = (slug: string) => as[who].get(`/api/tournaments/athens-tennis/${slug}/category-lists`);
    expect((await lists(published.slug)).statusCode).toBe(status.everyone);
    expect((await lists(draft.slug)).statusCode).toBe(status.draftFile);
  });

  it(`GET a published tournament's poster and proclamation → ${status.everyone}`, async () => {
    const tournament = await withFiles('pending');
    expect((await as[who].get(`/api/tournaments/${tournament.id}/poster`)).statusCode).toBe(status.everyone);
    expect((await as[who].get(`/api/tournaments/${tournament.id}/proclamation`)).statusCode).toBe(status.everyone);
  });

  it(`GET a draft's poster and proclamation → ${status.draftFile}`, async () => {
    const tournament = await withFiles('draft');
    expect((await as[who].get(`/api/tournaments/${tournament.id}/poster`)).statusCode).toBe(status.draftFile);
    expect((await as[who].get(`/api/tournaments/${tournament.id}/proclamation`)).statusCode).toBe(status.draftFile);
  });

  it(`GET a sponsor's image → ${status.everyone}`, async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const sponsor = await buildSponsor(t.db, 1);
    await t.db.update(sponsors).set({ imagePath: files.poster }).where(eq(sponsors.id, sponsor.id));
    await t.db.insert(tournamentSponsors).values({ tournamentId: tournament.id, sponsorId: sponsor.id });
    expect((await as[who].get(`/api/tournaments/${tournament.id}/sponsors/${sponsor.id}/image`)).statusCode).toBe(
      status.everyone,
    );
  });

  it(`GET a host's logo and a player's picture → ${status.everyone}`, async () => {
    await t.db.update(tournamentHosts).set({ logoPath: files.poster }).where(eq(tournamentHosts.id, 1));
    const player = await buildPlayer(t.db);
    await t.db.update(players).set({ profilePicturePath: files.poster }).where(eq(players.id, player.id));
    expect((await as[who].get('/api/tournament-hosts/1/logo')).statusCode).toBe(status.everyone);
    expect((await as[who].get(`/api/players/${player.id}/profile-picture`)).statusCode).toBe(status.everyone);
  });

  it(`GET a championship's poster, proclamation and logo → ${status.everyone}`, async () => {
    const championship = await buildChampionship(t.db, { state: 'underway' });
    await t.db
      .update(championships)
      .set({ posterPath: files.poster, proclamationPath: files.proclamation, logoPath: files.poster })
      .where(eq(championships.id, championship.id));
    for (const kind of ['poster', 'proclamation', 'logo'])
      expect((await as[who].get(`/api/championships/${championship.id}/${kind}`)).statusCode, kind).toBe(
        status.everyone,
      );
  });
});
