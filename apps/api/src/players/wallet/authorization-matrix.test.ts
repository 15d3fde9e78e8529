import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChampionshipFixture, buildScheduledMatch } from '../../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';

// The authorization matrix of the wallet (spec 3 §6, decision 023): host 1's
// back office (host, employee) and the god user manage every wallet; a
// player reads only their own; host 2 and an admin who is not the god user
// run no wallet: 403. A rollback belongs to the transaction's own agent.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  await as.host.post(`/api/players/${t.seeded.playerId}/wallet/create`);
});
afterAll(async () => t?.close());

const managers = (ok: number): Record<Who, number> => ({
  guest: 401,
  newuser: 403,
  player: 403,
  employee: ok,
  host: ok,
  host2: 403,
  admin: 403,
  god: ok,
});

/** A player of no one's with a wallet of 100 ATC topped up by host@demo.gr. */
async function walletOfStranger(): Promise<{ playerId: number; transactionId: number }> {
  const player = await buildPlayer(t.db);
  await as.host.post(`/api/players/${player.id}/wallet/create`);
  const topped = await as.host.post(`/api/players/${player.id}/wallet/top-up`, { amount: 100 });
  return { playerId: player.id, transactionId: (topped.json() as { transactionId: number }).transactionId };
}

interface Call {
  name: string;
  run: (who: Who) => Promise<{ statusCode: number; body: string }>;
  expected: Record<Who, number>;
}

const CALLS: Call[] = [
  {
    name: "GET /api/players/{id}/wallet of another player's wallet",
    run: async (who) => as[who].get(`/api/players/${(await walletOfStranger()).playerId}/wallet`),
    expected: managers(200),
  },
  {
    name: "GET /api/players/{id}/wallet of player@demo.gr's own wallet",
    run: (who) => as[who].get(`/api/players/${t.seeded.playerId}/wallet`),
    expected: { ...managers(200), player: 200 },
  },
  {
    name: 'GET /api/players/{id}/wallet/create',
    run: async (who) => as[who].get(`/api/players/${(await buildPlayer(t.db)).id}/wallet/create`),
    expected: managers(200),
  },
  {
    name: 'POST /api/players/{id}/wallet/create',
    run: async (who) => as[who].post(`/api/players/${(await buildPlayer(t.db)).id}/wallet/create`),
    expected: managers(200),
  },
  {
    name: 'POST /api/players/{id}/wallet/top-up',
    run: async (who) =>
      as[who].post(`/api/players/${(await walletOfStranger()).playerId}/wallet/top-up`, { amount: 5 }),
    expected: managers(200),
  },
  {
    name: 'POST /api/players/{id}/wallet/charge',
    run: async (who) =>
      as[who].post(`/api/players/${(await walletOfStranger()).playerId}/wallet/charge`, { amount: 5 }),
    expected: managers(200),
  },
  {
    name: "POST …/wallet/transactions/{walletTransactionId}/rollback of host@demo.gr's transaction",
    run: async (who) => {
      const { playerId, transactionId } = await walletOfStranger();
      return as[who].post(`/api/players/${playerId}/wallet/transactions/${transactionId}/rollback`);
    },
    expected: { ...managers(403), host: 200 },
  },
  {
    name: "POST …/wallet/transactions/{walletTransactionId}/rollback of the caller's own transaction",
    run: async (who) => {
      const player = await buildPlayer(t.db);
      await as.host.post(`/api/players/${player.id}/wallet/create`);
      const topped = await as[who].post(`/api/players/${player.id}/wallet/top-up`, { amount: 5 });
      const transactionId = topped.statusCode === 200 ? (topped.json() as { transactionId: number }).transactionId : 1;
      return as[who].post(`/api/players/${player.id}/wallet/transactions/${transactionId}/rollback`);
    },
    expected: managers(200),
  },
  {
    name: 'GET /api/matches/{id}/wallet-transactions',
    run: async (who) => {
      const fixture = await buildChampionshipFixture(t.db, { players: 2 });
      const matchId = await buildScheduledMatch(t.db, fixture, fixture.playerIds[0]!, fixture.playerIds[1]!);
      return as[who].get(`/api/matches/${matchId}/wallet-transactions`);
    },
    expected: managers(200),
  },
  {
    name: 'GET /god/artisan-console/rollback-wallet-transaction',
    run: async (who) =>
      as[who].get(`/god/artisan-console/rollback-wallet-transaction?id=${(await walletOfStranger()).transactionId}`),
    expected: { ...managers(403), god: 200 },
  },
  {
    name: 'POST /god/artisan-console/rollback-wallet-transaction',
    run: async (who) =>
      as[who].post('/god/artisan-console/rollback-wallet-transaction', {
        id: (await walletOfStranger()).transactionId,
      }),
    expected: { ...managers(403), god: 200 },
  },
  {
    name: 'GET /api/god/wallet-balance-check',
    run: (who) => as[who].get('/api/god/wallet-balance-check'),
    expected: { ...managers(403), god: 200 },
  },
];

describe('authorization matrix of the wallet (APP_ENV test)', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const answered = {} as Record<Who, number>;
      for (const who of EVERYONE) answered[who] = (await call.run(who)).statusCode;
      expect(answered).toEqual(call.expected);
    });
  }
});
