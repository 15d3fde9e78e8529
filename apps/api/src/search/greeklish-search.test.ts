import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGlobalSearchResponse, TPlayerPickerEntry, TUniversePlayerSearchResponse } from '@tennis/contracts';
import { championshipParticipations, players } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildClient, buildPlayer } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

// Greek names typed in Latin letters (issue 12): the global search, the
// player pickers and the opponent lookup find Γιώργος Παπαδόπουλος (the
// demo player) from `papadopoulos`, and the rest from how people type them.

let t: TestApp;
let as: Record<Who, Agent>;
let christos: number;
let thanasis: number;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  christos = (await buildClient(t.db, 1, { name: 'Χρήστος', surname: 'Ψωμάς' })).player.id;
  thanasis = (await buildPlayer(t.db, { name: 'Θανάσης', surname: 'Κωστόπουλος' })).id;
});
afterAll(async () => t?.close());

const globalSearch = async (q: string) => {
  const response = await as.guest.get(`/api/global-search?q=${encodeURIComponent(q)}&scope=players`);
  expect(response.statusCode).toBe(200);
  return response.json<TGlobalSearchResponse>().data.players.map((hit) => hit.id);
};

describe('Greeklish in the global search', () => {
  it.each(['papadopoulos', 'Papadopoulos', 'papadopulos', 'giorgos papadop', 'papadopoulos giorgos'])(
    'finds Γιώργος Παπαδόπουλος for %j',
    async (q) => {
      expect(await globalSearch(q)).toContain(t.seeded.playerId);
    },
  );

  it.each([
    ['xristos', 'christos'],
    ['hristos', 'christos'],
    ['psomas', 'christos'],
    ['8anasis', 'thanasis'],
    ['thanasis kwst', 'thanasis'],
    ['kostopoulos', 'thanasis'],
  ] as const)('%s finds %s', async (q, who) => {
    expect(await globalSearch(q)).toContain(who === 'christos' ? christos : thanasis);
  });

  it('does not find a different name: papadakis is not Παπαδόπουλος', async () => {
    expect(await globalSearch('papadakis')).not.toContain(t.seeded.playerId);
  });

  it('finds a renamed player by the new name at once', async () => {
    const player = await buildPlayer(t.db, { name: 'Άγγελος', surname: 'Δουκ' });
    await as.admin.put(`/api/players/${player.id}`, { surname: 'Δούκας', name: 'Άγγελος' });
    expect(await globalSearch('angelos doukas')).toContain(player.id);
    await as.admin.put(`/api/players/${player.id}`, { surname: 'Μπαλτάς', name: 'Άγγελος' });
    expect(await globalSearch('mpaltas')).toContain(player.id);
    expect(await globalSearch('baltas')).toContain(player.id);
    expect(await globalSearch('doukas')).not.toContain(player.id);
  });
});

describe('GET /api/universe/search-player', () => {
  it('answers id and label for Greeklish and Greek terms alike, to signed-in users', async () => {
    for (const q of ['papadopoulos', 'Παπαδόπουλος']) {
      const response = await as.player.get(`/api/universe/search-player?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<TUniversePlayerSearchResponse>().data).toContainEqual({
        id: t.seeded.playerId,
        label: 'Γιώργος Παπαδόπουλος',
      });
    }
    expect((await as.guest.get('/api/universe/search-player?q=papadopoulos')).statusCode).toBe(401);
  });

  it('answers nothing for a term under three characters (the field keeps the free text)', async () => {
    const response = await as.player.get('/api/universe/search-player?q=pa');
    expect(response.json<TUniversePlayerSearchResponse>().data).toEqual([]);
  });
});

describe('Greeklish in the player pickers', () => {
  it("GET /api/clients/search finds the host's client from psomas, and not another host's player", async () => {
    const response = await as.host.get('/api/clients/search?q=psomas');
    const found = response.json<{ data: TPlayerPickerEntry[] }>().data.map((entry) => entry.playerId);
    expect(found).toContain(christos);
    expect(found).not.toContain(thanasis);
    const admin = await as.admin.get('/api/clients/search?q=thanasis');
    expect(admin.json<{ data: TPlayerPickerEntry[] }>().data.map((entry) => entry.playerId)).toContain(thanasis);
  });

  it("the championship's pickers find its approved players in Greeklish", async () => {
    const championship = await buildChampionship(t.db);
    await t.db.insert(championshipParticipations).values({
      championshipId: championship.id,
      playerId: thanasis,
      state: 'approved',
      atrp: 3,
    });
    const response = await as.admin.get(`/api/championships/${championship.id}/players?q=8anasis`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { playerId: number }[] }>().data.map((entry) => entry.playerId)).toEqual([thanasis]);
    await t.db.delete(championshipParticipations).where(eq(championshipParticipations.playerId, thanasis));
    expect(await t.db.select().from(players).where(eq(players.id, thanasis))).toHaveLength(1);
  });
});
