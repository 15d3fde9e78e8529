import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participationRequests } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { MAIN_HOST_STAFF_AND_ADMINS, demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildEntry, buildOpenTournament, setHostRating } from './participation-fixtures.test-helpers.js';

// Who may act on a participation (or a sign-up request) of host 1's tournament: its back office
// (employee, host) and the admins; host 2's staff and players are refused,
// guests must sign in. Each action meets an entry in the state it needs, so a
// 200 is the action done and a refusal is the policy's.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  // Boosting a rating is offered only to a host with the rating feature.
  await setHostRating(t.db, 1, true);
});
afterAll(async () => {
  await t?.close();
});

/** An entry of a new open tournament of host 1, in men's singles (2 seeds). */
async function entry(values: Parameters<typeof buildEntry>[3] = {}) {
  const { tournament, menSingles } = await buildOpenTournament(t.db);
  const row = await buildEntry(t.db, tournament.id, menSingles.id, values);
  return (action: string) => `/api/tournaments/${tournament.id}/participations/${row.id}/${action}`;
}

let phones = 70000000;
/** A guest's sign-up request for a new open tournament of host 1, waiting for its back office. */
async function signUpRequest() {
  const { tournament, menSingles } = await buildOpenTournament(t.db);
  const guest = {
    country_calling_code: '+30',
    phone: `69${(phones += 1)}`,
    surname: 'Ξένος',
    name: 'Κάποιος',
    gender: 0 as const,
    email: null,
  };
  const [row] = await t.db
    .insert(participationRequests)
    .values({ tournamentId: tournament.id, tournamentCategoryIds: [menSingles.id], guest, termsAcceptedAt: new Date() })
    .returning();
  return `/api/tournaments/${tournament.id}/participation-requests/${row!.id}`;
}

const expected = MAIN_HOST_STAFF_AND_ADMINS;

describe.each(EVERYONE.map((who) => [who, expected[who]] as const))('%s', (who, status) => {
  it(`reject → ${status}`, async () => {
    const url = await entry();
    expect(
      (await as[who].post(url('reject'), { notes: 'Εκτός ορίων ηλικίας', cascadeDeletion: false })).statusCode,
    ).toBe(status);
  });

  it(`reset → ${status}`, async () => {
    const url = await entry({ state: 'approved' });
    expect((await as[who].post(url('reset'))).statusCode).toBe(status);
  });

  it(`cancel-payment → ${status}`, async () => {
    const url = await entry({ state: 'approved', paidAt: new Date() });
    expect((await as[who].post(url('cancel-payment'))).statusCode).toBe(status);
  });

  it(`seed → ${status}`, async () => {
    const url = await entry({ state: 'approved' });
    expect((await as[who].post(url('seed'), { seed: 1 })).statusCode).toBe(status);
  });

  it(`unseed → ${status}`, async () => {
    const url = await entry({ state: 'approved', seed: 1 });
    expect((await as[who].post(url('unseed'))).statusCode).toBe(status);
  });

  it(`confirm a sign-up request → ${status}`, async () => {
    expect((await as[who].post(`${await signUpRequest()}/confirm`)).statusCode).toBe(status);
  });

  it(`reject a sign-up request → ${status}`, async () => {
    expect((await as[who].delete(await signUpRequest())).statusCode).toBe(status);
  });

  it(`entry-status → ${status}`, async () => {
    const url = await entry({ state: 'approved' });
    expect((await as[who].post(url('entry-status'), { entryStatus: 'WC' })).statusCode).toBe(status);
  });

  it(`boost-rating → ${status}`, async () => {
    const url = await entry({ state: 'approved' });
    expect((await as[who].post(url('boost-rating'), { boost: 25 })).statusCode).toBe(status);
  });
});
