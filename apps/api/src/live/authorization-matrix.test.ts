import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildTournament } from '../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';

// The live streams follow only what is public: a published tournament's
// draws and order of play, a published championship's standings, for
// everyone; a draft is 404 for everyone, its own back office included (the
// back office reads its pages fresh and needs no stream).

let t: TestApp;
let as: Record<Who, Agent>;
let paths: { published: string[]; draft: string[] };

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  const tournament = await buildTournament(t.db);
  const draftTournament = await buildTournament(t.db);
  await t.db.execute(sql`update tournaments set state = 'draft' where id = ${draftTournament.id}`);
  const championship = await buildChampionship(t.db);
  const draftChampionship = await buildChampionship(t.db, { state: 'draft' });
  paths = {
    published: [`/api/tournaments/${tournament.id}/live`, `/api/championships/${championship.id}/standings/live`],
    draft: [`/api/tournaments/${draftTournament.id}/live`, `/api/championships/${draftChampionship.id}/standings/live`],
  };
});
afterAll(async () => t?.close());

/** The status a stream opens with; the stream itself is let go at once. */
async function statusOf(who: Who, url: string): Promise<number> {
  const response = await as[who].request({ method: 'GET', url, payloadAsStream: true });
  response.stream().destroy();
  return response.statusCode;
}

describe.each(EVERYONE)('%s', (who) => {
  it('opens the stream of a published tournament and championship → 200', async () => {
    for (const path of paths.published) expect(await statusOf(who, path), path).toBe(200);
  });

  it('is refused the stream of a draft → 404', async () => {
    for (const path of paths.draft) expect(await statusOf(who, path), path).toBe(404);
  });
});
