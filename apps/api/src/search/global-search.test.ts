import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGlobalSearchResponse } from '@tennis/contracts';
import { players } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildPlayer, buildTournament } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

let t: TestApp;
let as: Record<Who, Agent>;
let maria: number;
let kostas: number;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  maria = (await buildPlayer(t.db, { name: 'Μαρία', surname: 'Παπαδοπούλου', gender: 1 })).id;
  kostas = (await buildPlayer(t.db, { name: 'Κώστας', surname: 'Καραπαπαδόπουλος' })).id;
  await t.db.insert(players).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: 'Ηλίας',
      surname: `Ζαχαρίου${i}`,
      displayName: `Ηλίας Ζαχαρίου${i}`,
      gender: 0,
    })),
  );
  await buildTournament(t.db, { name: 'Παπαδοπούλειο Open 2026', slug: 'papadopouleio-open-2026', state: 'underway' });
  await buildTournament(t.db, { name: 'Κρυφό Τουρνουά Παπαδοπούλου', slug: 'kryfo', state: 'draft', hostId: 1 });
  await buildChampionship(t.db, { name: 'Πρωτάθλημα Ανδρών 2026', slug: 'men-2026', state: 'underway' });
});
afterAll(async () => {
  await t?.close();
});

const search = async (who: Agent, q: string, scope?: 'all' | 'players') => {
  const response = await who.get(`/api/global-search?q=${encodeURIComponent(q)}${scope ? `&scope=${scope}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json<TGlobalSearchResponse>().data;
};
const titles = (hits: { title: string }[]) => hits.map((hit) => hit.title);

describe('GET /api/global-search', () => {
  it.each(['παπαδοπουλος', 'ΠΑΠΑΔΟΠΟΥΛΟΣ', 'Παπαδόπουλος', 'παπαδοπουλοσ', 'γιωργος παπαδοπ'])(
    'finds Γιώργος Παπαδόπουλος for %j',
    async (q) => {
      const { players: found } = await search(as.guest, q);
      expect(found).toContainEqual({
        id: t.seeded.playerId,
        title: 'Γιώργος Παπαδόπουλος',
        subtitle: null,
        url: `/players/${t.seeded.playerId}`,
      });
    },
  );

  it('needs three characters after trimming: shorter terms answer empty lists, not an error', async () => {
    expect(await search(as.guest, 'πα')).toEqual({ players: [], tournaments: [], championships: [] });
    expect(await search(as.guest, '   πα  ')).toEqual({ players: [], tournaments: [], championships: [] });
    expect((await search(as.guest, 'παπ')).players.length).toBeGreaterThan(0);
  });

  it('answers at most 20 hits in all', async () => {
    const found = await search(as.guest, 'ζαχαρ');
    expect(found.players).toHaveLength(20);
    const everything = await search(as.admin, 'ουλ');
    expect(
      everything.players.length + everything.tournaments.length + everything.championships.length,
    ).toBeLessThanOrEqual(20);
  });

  it('ranks names starting with the term, then names with a word starting with it, then the rest', async () => {
    const found = await search(as.guest, 'παπαδοπ');
    expect(titles(found.tournaments)).toEqual(['Παπαδοπούλειο Open 2026']);
    expect(titles(found.players)).toEqual(['Γιώργος Παπαδόπουλος', 'Μαρία Παπαδοπούλου', 'Κώστας Καραπαπαδόπουλος']);
    expect(found.players.map((hit) => hit.id)).toEqual([t.seeded.playerId, maria, kostas]);
  });

  it('links tournaments to /tournaments/{hostSlug}/{slug} and championships to /championships/{slug}', async () => {
    const found = await search(as.guest, 'ανδρων 2026');
    expect(found.championships).toEqual([
      expect.objectContaining({
        title: 'Πρωτάθλημα Ανδρών 2026',
        subtitle: 'Athens Tennis',
        url: '/championships/men-2026',
      }),
    ]);
    const tournament = (await search(as.guest, 'open 2026')).tournaments[0];
    expect(tournament?.url).toBe('/tournaments/athens-tennis/papadopouleio-open-2026');
  });

  it.each<[Who, boolean]>([
    ['guest', false],
    ['player', false],
    ['newuser', false],
    ['host2', false],
    ['host', true],
    ['employee', true],
    ['admin', true],
    ['god', true],
  ])('shows the draft tournament to %s: %s', async (who, visible) => {
    const found = await search(as[who], 'κρυφο');
    expect(titles(found.tournaments)).toEqual(visible ? ['Κρυφό Τουρνουά Παπαδοπούλου'] : []);
  });

  it('with scope=players finds only players', async () => {
    const found = await search(as.guest, 'παπαδοπ', 'players');
    expect(found.tournaments).toEqual([]);
    expect(found.championships).toEqual([]);
    expect(found.players).toHaveLength(3);
  });

  it('matches LIKE wildcards literally', async () => {
    expect(await search(as.guest, '%%%')).toEqual({ players: [], tournaments: [], championships: [] });
    expect(await search(as.guest, '___')).toEqual({ players: [], tournaments: [], championships: [] });
  });

  it('refuses a term over 100 characters and an unknown scope', async () => {
    expect((await as.guest.get(`/api/global-search?q=${'α'.repeat(101)}`)).statusCode).toBe(422);
    expect((await as.guest.get('/api/global-search?q=abc&scope=clubs')).statusCode).toBe(422);
  });
});
