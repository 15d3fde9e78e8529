import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClubRecord } from '@tennis/contracts';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildClub } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';

// What a club charges per match (morning and evening zone) is its host's:
// host 1's club, host 2's club and a shared club, read by each kind of reader.

let t: TestApp;
let as: Record<Who, Agent>;
const clubIds = { athens: 0, thessaloniki: 0, shared: 0 };

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  const costs = { morningZoneCostCents: 2000, eveningZoneCostCents: 2800 };
  clubIds.athens = (await buildClub(t.db, { name: 'Όμιλος Αθηνών', hostId: 1, ...costs })).id;
  clubIds.thessaloniki = (await buildClub(t.db, { name: 'Όμιλος Θεσσαλονίκης', hostId: 2, ...costs })).id;
  clubIds.shared = (await buildClub(t.db, { name: 'Κοινός Όμιλος', hostId: null, ...costs })).id;
});
afterAll(async () => {
  await t?.close();
});

type Club = keyof typeof clubIds;
const CLUBS: Club[] = ['athens', 'thessaloniki', 'shared'];

/** The clubs whose costs the reader is given, through the list and through each record. */
async function clubsWithCosts(who: Who): Promise<{ list: Club[]; one: Club[] }> {
  const listed = (await as[who].get('/api/clubs?paginate=0')).json<{ data: TClubRecord[] }>().data;
  const costed = (record: TClubRecord | undefined) =>
    record !== undefined && record.morningZoneCostCents === 2000 && record.eveningZoneCostCents === 2800;
  const list = CLUBS.filter((club) => costed(listed.find((record) => record.id === clubIds[club])));
  const one: Club[] = [];
  for (const club of CLUBS) {
    const response = await as[who].get(`/api/clubs/${clubIds[club]}`);
    expect(response.statusCode).toBe(200);
    if (costed(response.json<{ data: TClubRecord }>().data)) one.push(club);
  }
  return { list, one };
}

describe("a club's costs are shown only to its own host and to admins", () => {
  it.each([
    ['host', ['athens']],
    ['employee', ['athens']],
    ['host2', ['thessaloniki']],
    ['admin', CLUBS],
    ['god', CLUBS],
  ] as const)('%s sees the costs of %j', async (who, expected) => {
    expect(await clubsWithCosts(who)).toEqual({ list: expected, one: expected });
  });

  it('still shows another host its clubs, names and all, only without the costs', async () => {
    const response = await as.host2.get(`/api/clubs/${clubIds.athens}`);
    expect(response.json<{ data: TClubRecord }>().data).toMatchObject({
      name: 'Όμιλος Αθηνών',
      hostId: 1,
      morningZoneCostCents: null,
      eveningZoneCostCents: null,
    });
  });

  it('gives guests and players no club at all', async () => {
    expect((await as.guest.get('/api/clubs')).statusCode).toBe(401);
    expect((await as.player.get('/api/clubs')).statusCode).toBe(403);
    expect((await as.newuser.get(`/api/clubs/${clubIds.athens}`)).statusCode).toBe(403);
  });
});
