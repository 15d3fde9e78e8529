import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChampionshipMenuResponse, TDashboardResponse } from '@tennis/contracts';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildTournament } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  await buildTournament(t.db, {
    name: 'Open Κηφισιάς',
    state: 'underway',
    hostId: 1,
    tournamentStart: new Date('2026-05-02T06:00:00Z'),
    posterPath: 'posters/kifisia.jpg',
  });
  await buildTournament(t.db, {
    name: 'Open Πεύκης',
    state: 'underway',
    hostId: 1,
    tournamentStart: new Date('2026-04-20T06:00:00Z'),
  });
  await buildTournament(t.db, {
    name: 'Open Θεσσαλονίκης',
    state: 'underway',
    hostId: 2,
    tournamentStart: new Date('2026-04-25T06:00:00Z'),
  });
  await buildTournament(t.db, {
    name: 'Καλοκαιρινό Τουρνουά',
    state: 'coming-soon',
    hostId: 1,
    tournamentStart: new Date('2026-07-01T06:00:00Z'),
  });
  await buildTournament(t.db, {
    name: 'Φθινοπωρινό Τουρνουά',
    state: 'pending',
    hostId: 2,
    tournamentStart: new Date('2026-09-01T06:00:00Z'),
  });
  await buildTournament(t.db, { name: 'Πρόχειρο', state: 'draft', hostId: 1 });
  await buildTournament(t.db, { name: 'Παλιό', state: 'archived', hostId: 1 });
  for (const [name, slug, year, gender, type] of [
    ['Μικτό Διπλό 2026', 'mixed-doubles-2026', 2026, 2, 'doubles'],
    ['Πρωτάθλημα Γυναικών 2026', 'women-2026', 2026, 1, 'singles'],
    ['Διπλό Ανδρών 2026', 'men-doubles-2026', 2026, 0, 'doubles'],
    ['Πρωτάθλημα Ανδρών 2026', 'men-2026', 2026, 0, 'singles'],
    ['Πρωτάθλημα Ανδρών 2025', 'men-2025', 2025, 0, 'singles'],
  ] as const) {
    await buildChampionship(t.db, { name, slug, year, gender, type, state: 'underway' });
  }
  await buildChampionship(t.db, { name: 'Πρωτάθλημα Ανδρών 2024', slug: 'men-2024', year: 2024, state: 'archived' });
  await buildChampionship(t.db, { name: 'Πρωτάθλημα Ανδρών 2027', slug: 'men-2027', year: 2027, state: 'coming-soon' });
  await buildChampionship(t.db, { name: 'Πρόχειρο Πρωτάθλημα', slug: 'draft-2027', year: 2027, state: 'draft' });
});
afterAll(async () => {
  await t?.close();
});

const dashboardOf = async (who: Agent) => {
  const response = await who.get('/api/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json<TDashboardResponse>();
};
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('GET /api/dashboard', () => {
  it('needs a signed-in user', async () => {
    expect((await as.guest.get('/api/dashboard')).statusCode).toBe(401);
  });

  it('shows an admin the underway and upcoming tournaments of every host, earliest first', async () => {
    const { tournaments } = await dashboardOf(as.admin);
    expect(names(tournaments.underway)).toEqual(['Open Πεύκης', 'Open Θεσσαλονίκης', 'Open Κηφισιάς']);
    expect(names(tournaments.upcoming)).toEqual(['Καλοκαιρινό Τουρνουά', 'Φθινοπωρινό Τουρνουά']);
  });

  it("shows hosts and host employees only their host's tournaments", async () => {
    for (const who of [as.host, as.employee]) {
      const { tournaments } = await dashboardOf(who);
      expect(names(tournaments.underway)).toEqual(['Open Πεύκης', 'Open Κηφισιάς']);
      expect(names(tournaments.upcoming)).toEqual(['Καλοκαιρινό Τουρνουά']);
    }
    const { tournaments } = await dashboardOf(as.host2);
    expect(names(tournaments.underway)).toEqual(['Open Θεσσαλονίκης']);
    expect(names(tournaments.upcoming)).toEqual(['Φθινοπωρινό Τουρνουά']);
  });

  it('gives each tile what its link and poster need', async () => {
    const tile = (await dashboardOf(as.host)).tournaments.underway.find((item) => item.name === 'Open Κηφισιάς');
    expect(tile).toMatchObject({
      hostSlug: 'athens-tennis',
      state: 'underway',
      tournamentStart: '2026-05-02 09:00:00',
    });
    expect(tile?.posterUrl).toBe(`/api/tournaments/${tile?.id}/poster`);
  });

  it('gives players no tournaments and at most four underway championships', async () => {
    for (const who of [as.player, as.newuser]) {
      const dashboard = await dashboardOf(who);
      expect(dashboard.tournaments).toEqual({ underway: [], upcoming: [] });
      expect(dashboard.championships).toHaveLength(4);
      expect(dashboard.championships.every((championship) => championship.state === 'underway')).toBe(true);
      expect(names(dashboard.championships)).not.toContain('Πρωτάθλημα Ανδρών 2025');
    }
  });
});

describe('GET /api/championships-menu', () => {
  it('lists published championships for everyone, newest season first, and lets browsers cache it', async () => {
    const response = await as.guest.get('/api/championships-menu');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { data } = response.json<TChampionshipMenuResponse>();
    // Within a season: men, women, mixed; singles before doubles.
    expect(data.map((entry) => entry.slug)).toEqual([
      'men-2027',
      'men-2026',
      'men-doubles-2026',
      'women-2026',
      'mixed-doubles-2026',
      'men-2025',
      'men-2024',
    ]);
    expect(data.find((entry) => entry.slug === 'men-2024')).toMatchObject({
      state: 'archived',
      type: 'singles',
      gender: 0,
      year: 2024,
    });
  });
});
