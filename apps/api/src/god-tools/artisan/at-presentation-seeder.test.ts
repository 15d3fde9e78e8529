import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artisanRuns, championships, players } from '../../db/schema/index.js';
import { buildChampionship } from '../../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { PRESENTATION_DATA_ALREADY_LOADED, PRESENTATION_DATA_NOT_IN_LIVE } from './at-presentation-seeder-action.js';

// at-presentation-seeder loads the demo data set once, on a database of its
// own here: the set needs championship ids that other tests' records take.

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const playerCount = async () => (await t.db.select({ value: count() }).from(players))[0]!.value;
const runsOf = (db: TestApp['db']) =>
  db
    .select()
    .from(artisanRuns)
    .where(eq(artisanRuns.action, 'at-presentation-seeder'))
    .orderBy(sql`id`);

describe('at-presentation-seeder', () => {
  it('loads the presentation data once, records the run, and adds nothing when run again', async () => {
    const preview = await as.god.get('/god/artisan-console/at-presentation-seeder');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().message).toContain('Θα φορτωθούν τα δεδομένα παρουσίασης');
    expect(await playerCount()).toBe(1);

    const first = await as.god.post('/god/artisan-console/at-presentation-seeder', {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().changes).toMatchObject({ loaded: true });
    expect(first.json().changes.championships).toContain('men-2026-2027');
    const loaded = await playerCount();
    expect(loaded).toBeGreaterThan(100);
    expect(first.json().changes.players).toBe(loaded);
    const [underway] = await t.db.select().from(championships).where(eq(championships.slug, 'men-2026-2027'));
    expect(underway?.state).toBe('underway');

    const again = await as.god.post('/god/artisan-console/at-presentation-seeder', {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: PRESENTATION_DATA_ALREADY_LOADED, changes: { loaded: false } });
    expect(await playerCount()).toBe(loaded);
    expect((await as.god.get('/god/artisan-console/at-presentation-seeder')).json().message).toContain('υπάρχουν ήδη');
    const recorded = await runsOf(t.db);
    expect(recorded.map((run) => [run.userId, run.changes])).toEqual([
      [t.seeded.users.god, first.json().changes],
      [t.seeded.users.god, { loaded: false }],
    ]);
  }, 60_000);

  it('is refused in live with a Greek message, and records nothing', async () => {
    const live = await createTestApp({ APP_ENV: 'live', AUTH_SECRET: 'a-live-secret-of-enough-length' });
    try {
      const god = (await demoAgents(live.app)).god;
      const preview = await god.get('/god/artisan-console/at-presentation-seeder');
      expect(preview.statusCode).toBe(409);
      expect(preview.json().message).toBe(PRESENTATION_DATA_NOT_IN_LIVE);
      const run = await god.post('/god/artisan-console/at-presentation-seeder', {});
      expect(run.statusCode).toBe(409);
      expect(run.json().message).toBe(PRESENTATION_DATA_NOT_IN_LIVE);
      expect(await runsOf(live.db)).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('refuses a database whose championships hold the ids the data set needs', async () => {
    const other = await createTestApp();
    try {
      await buildChampionship(other.db);
      const god = (await demoAgents(other.app)).god;
      const run = await god.post('/god/artisan-console/at-presentation-seeder', {});
      expect(run.statusCode).toBe(409);
      expect(run.json().message).toContain('κωδικούς 1');
    } finally {
      await other.close();
    }
  });
});
