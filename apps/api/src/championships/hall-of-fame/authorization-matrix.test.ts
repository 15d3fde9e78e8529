import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THallOfFameEntryRequest, THallOfFameEntryResponse } from '@tennis/contracts';
import { hallOfFameEntries } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, EVERYONE, type Who, MAIN_HOST_STAFF_AND_ADMINS } from '../../test/demo-agents.js';
import { entryBody, photo, uploadPhoto } from './hall-of-fame.test-helpers.js';

// The authorization matrix of the Hall of Fame (spec 3 §2, §6): everyone
// reads the page and its photos; host 1's back office and the admins write
// the entries, as they replace the knockouts images; a guest is asked to sign
// in (401), a player or another host's staff is refused (403).

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = join(tmpdir(), `hall-of-fame-matrix-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every season and league an entry may name, one per call, so no call meets another's entry. */
const LEAGUES = [2019, 2020, 2021, 2022, 2023, 2024].flatMap((year) =>
  (['open', 'under'] as const).flatMap((league) =>
    [
      { type: 'singles', gender: 0 },
      { type: 'singles', gender: 1 },
      { type: 'doubles', gender: 0 },
      { type: 'doubles', gender: 1 },
      { type: 'doubles', gender: 2 },
    ].map((category) => ({ year, league, ...category }) as Partial<THallOfFameEntryRequest>),
  ),
);
let used = 0;
const nextBody = () => entryBody(LEAGUES[used++]);

/** An entry written straight into the database, with the body that keeps its season and league. */
async function freshEntry() {
  const body = nextBody();
  const { year, type, gender, league, championName } = body;
  const [row] = await t.db
    .insert(hallOfFameEntries)
    .values({ year, type, gender, league, championName })
    .returning({ id: hallOfFameEntries.id });
  return { id: row!.id, body };
}

const editors = MAIN_HOST_STAFF_AND_ADMINS;
const everyone = Object.fromEntries(EVERYONE.map((who) => [who, 200])) as Record<Who, number>;

interface Call {
  name: string;
  run: (who: Who) => Promise<{ statusCode: number }>;
  expected: Record<Who, number>;
}

const CALLS: Call[] = [
  { name: 'GET /api/hall-of-fame', run: (who) => as[who].get('/api/hall-of-fame'), expected: everyone },
  {
    name: 'POST /api/hall-of-fame/entries',
    run: (who) => as[who].post('/api/hall-of-fame/entries', nextBody()),
    expected: editors,
  },
  {
    name: 'PUT /api/hall-of-fame/entries/{id}',
    run: async (who) => {
      const { id, body } = await freshEntry();
      return as[who].put(`/api/hall-of-fame/entries/${id}`, { ...body, finalScore: '6-3 6-2' });
    },
    expected: editors,
  },
  {
    name: 'DELETE /api/hall-of-fame/entries/{id}',
    run: async (who) => as[who].delete(`/api/hall-of-fame/entries/${(await freshEntry()).id}`),
    expected: editors,
  },
  {
    name: 'POST /api/hall-of-fame/entries/{id}/photo',
    run: async (who) => uploadPhoto(as[who], (await freshEntry()).id, 'podium.png', await photo()),
    expected: editors,
  },
  {
    name: 'GET /api/hall-of-fame/entries/{id}/photo',
    run: async (who) => {
      const { id } = await freshEntry();
      const uploaded = (
        await uploadPhoto(as.admin, id, 'podium.png', await photo())
      ).json() as THallOfFameEntryResponse;
      return as[who].get(uploaded.data.photoUrl!);
    },
    expected: everyone,
  },
];

describe('authorization matrix of the Hall of Fame (APP_ENV test)', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const answered = {} as Record<Who, number>;
      for (const who of EVERYONE) answered[who] = (await call.run(who)).statusCode;
      expect(answered).toEqual(call.expected);
    });
  }
});
