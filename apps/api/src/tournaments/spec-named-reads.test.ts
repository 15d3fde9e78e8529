import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildPlayer, buildTournament } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { buildCategory, buildHostCategory, buildSponsor, enter, png } from './tournament-fixtures.test-helpers.js';

// Reads spec 2 §7 names by their own paths: the host info, the back-office
// details, a category of the public draws by the landing page's slugs, and a
// player's picture.

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = `/tmp/spec-named-reads-test-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/tournament-hosts/info', () => {
  it("gives a host its own host's categories and sponsors whatever host it names", async () => {
    const category = await buildHostCategory(t.db, 2, { name: 'Ανδρών Απλό Θεσσαλονίκης' });
    const sponsor = await buildSponsor(t.db, 2);
    const own = (await as.host2.get('/api/tournament-hosts/info?forceHostId=1')).json().data;
    expect(own.hostId).toBe(2);
    expect(own.hostCategories.map((c: { id: number }) => c.id)).toContain(category.id);
    expect(own.sponsors.map((s: { id: number }) => s.id)).toContain(sponsor.id);
    const other = (await as.host.get('/api/tournament-hosts/info')).json().data;
    expect(other.hostId).toBe(1);
    expect(other.hostCategories.map((c: { id: number }) => c.id)).not.toContain(category.id);
  });

  it('lets an admin name the host with forceHostId, and refuses a malformed one with 422', async () => {
    expect((await as.admin.get('/api/tournament-hosts/info?forceHostId=2')).json().data.hostId).toBe(2);
    expect((await as.admin.get('/api/tournament-hosts/info')).json().data.hostId).toBe(1);
    expect((await as.admin.get('/api/tournament-hosts/info?forceHostId=abc')).statusCode).toBe(422);
  });
});

describe('GET /api/backoffice/tournaments/{id}', () => {
  it('shows a draft to its own back office with the back-office permissions, never cached', async () => {
    const draft = await buildTournament(t.db, { state: 'draft' });
    const response = await as.employee.get(`/api/backoffice/tournaments/${draft.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().data).toMatchObject({ id: draft.id, state: 'draft', permissions: { backofficeView: true } });
  });

  it("refuses another host's back office (403) and answers 404 for an unknown id", async () => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    expect((await as.host2.get(`/api/backoffice/tournaments/${tournament.id}`)).statusCode).toBe(403);
    expect((await as.admin.get('/api/backoffice/tournaments/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/tournaments/{hostSlug}/{tournamentSlug}/tournament-categories/{categoryId}', () => {
  it("answers the category's draw, the same as by its id", async () => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    const category = await buildCategory(t.db, tournament.id, { name: 'Ανδρών Απλό' });
    for (let n = 0; n < 4; n++) await enter(t.db, tournament.id, category.id, 'approved');
    const bySlugs = await as.guest.get(
      `/api/tournaments/athens-tennis/${tournament.slug}/tournament-categories/${category.id}`,
    );
    expect(bySlugs.statusCode).toBe(200);
    expect(bySlugs.json().data).toMatchObject({
      id: category.id,
      tournamentId: tournament.id,
      approvedParticipations: 4,
      permissions: { update: false },
    });
    expect(bySlugs.json()).toEqual(
      (await as.guest.get(`/api/tournaments/tournament-categories/${category.id}/draw`)).json(),
    );
    // A CDN may keep the public answer, so it sets no cookie (a first visit gets its token from the page).
    const firstVisit = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/athens-tennis/${tournament.slug}/tournament-categories/${category.id}`,
    });
    expect(firstVisit.headers['set-cookie']).toBeUndefined();
    const office = await as.host.get(
      `/api/tournaments/athens-tennis/${tournament.slug}/tournament-categories/${category.id}`,
    );
    expect(office.json().data.permissions.update).toBe(true);
    expect(office.headers['cache-control']).toBe('private, no-store');
  });

  it("answers 404 for another tournament's category, a hidden one and a draft, and 422 for a malformed id", async () => {
    const tournament = await buildTournament(t.db, { state: 'underway' });
    const elsewhere = await buildCategory(t.db, (await buildTournament(t.db, { state: 'underway' })).id);
    const hidden = await buildCategory(t.db, tournament.id, { visible: false });
    const draft = await buildTournament(t.db, { state: 'draft' });
    const drafted = await buildCategory(t.db, draft.id);
    const path = (slug: string, id: number | string) =>
      `/api/tournaments/athens-tennis/${slug}/tournament-categories/${id}`;
    expect((await as.guest.get(path(tournament.slug, elsewhere.id))).statusCode).toBe(404);
    expect((await as.guest.get(path(tournament.slug, hidden.id))).statusCode).toBe(404);
    expect((await as.host.get(path(tournament.slug, hidden.id))).statusCode).toBe(200);
    expect((await as.guest.get(path(draft.slug, drafted.id))).statusCode).toBe(404);
    expect((await as.guest.get(path(tournament.slug, 'x'))).statusCode).toBe(422);
  });
});

describe('GET /api/players/{id}/profile-picture', () => {
  it('serves the stored picture, and 404 without one or for an unknown player', async () => {
    const bytes = await png();
    await mkdir(join(dataDir, 'uploads', 'players'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'players', 'face.png'), bytes);
    const pictured = await buildPlayer(t.db);
    await t.db.update(players).set({ profilePicturePath: 'players/face.png' }).where(eq(players.id, pictured.id));
    const response = await as.guest.get(`/api/players/${pictured.id}/profile-picture`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect((await as.guest.get(`/api/players/${(await buildPlayer(t.db)).id}/profile-picture`)).statusCode).toBe(404);
    expect((await as.guest.get('/api/players/999999/profile-picture')).statusCode).toBe(404);
  });
});
