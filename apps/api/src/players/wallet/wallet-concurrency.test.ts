import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { walletTransactions } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';
import { checkWalletBalances } from './check-wallet-balances.js';

// Money changes fired at one wallet at once. Each locks the wallet row, so on
// the PostgreSQL server they queue and each reads the balance the previous
// one left: none is lost, none counted twice.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

async function freshWallet(): Promise<{ playerId: number; walletId: number }> {
  const player = await buildPlayer(t.db);
  const created = await as.host.post(`/api/players/${player.id}/wallet/create`);
  return { playerId: player.id, walletId: (created.json() as { walletId: number }).walletId };
}

describeConcurrency('wallet money changes at once', () => {
  it('200 concurrent charges and top-ups leave the balance exactly the sum of the transactions', async () => {
    const { playerId, walletId } = await freshWallet();
    const agents = [as.host, as.employee, as.god];
    // Cents chosen so a lost or doubled change shows in the total: top-ups of (i + 1) × 1,01 ATC, charges of i cents.
    const requests = Array.from({ length: 200 }, (_, i) => {
      const who = agents[i % agents.length]!;
      return i % 2 === 0
        ? who.post(`/api/players/${playerId}/wallet/top-up`, { amount: ((i + 1) * 101) / 100 })
        : who.post(`/api/players/${playerId}/wallet/charge`, { amount: i / 100, allowOverdraft: true });
    });
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const expected = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? (i + 1) * 101 : -i)).reduce(
      (a, b) => a + b,
      0,
    );
    const wallet = await as.host.get(`/api/players/${playerId}/wallet?pageLength=250`);
    const body = wallet.json() as { wallet: { balanceCents: number }; data: { runningTotalCents: number }[] };
    expect(body.wallet.balanceCents).toBe(expected);
    expect(body.data).toHaveLength(200);
    expect(body.data[0]?.runningTotalCents).toBe(expected);
    expect((await checkWalletBalances(t.db, walletId)).mismatches).toEqual([]);
    // Every running total is the one before it moved by its own amount: no two changes read the same balance.
    const rows = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, walletId))
      .orderBy(walletTransactions.id);
    let running = 0;
    for (const row of rows) {
      running += row.type === 'deposit' ? row.amountCents : -row.amountCents;
      expect(row.runningBalanceCents).toBe(running);
    }
  });

  it('concurrent charges without an overdraft stop exactly at zero', async () => {
    const { playerId, walletId } = await freshWallet();
    await as.host.post(`/api/players/${playerId}/wallet/top-up`, { amount: 10 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => as.employee.post(`/api/players/${playerId}/wallet/charge`, { amount: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(20);
    expect((await checkWalletBalances(t.db, walletId)).mismatches).toEqual([]);
  });

  it('the same Idempotency-Key sent at once applies once and answers every request alike', async () => {
    const { playerId, walletId } = await freshWallet();
    const headers = { 'idempotency-key': 'concurrent-top-up' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        as.host.post(`/api/players/${playerId}/wallet/top-up`, { amount: 12.34 }, { headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const rows = await t.db.select().from(walletTransactions).where(eq(walletTransactions.walletId, walletId));
    expect(rows).toHaveLength(1);
    expect((await checkWalletBalances(t.db, walletId)).mismatches).toEqual([]);
  });

  it('two rollbacks of one transaction at once reverse it once', async () => {
    const { playerId, walletId } = await freshWallet();
    const topped = (await as.host.post(`/api/players/${playerId}/wallet/top-up`, { amount: 5 })).json() as {
      transactionId: number;
    };
    const url = `/api/players/${playerId}/wallet/transactions/${topped.transactionId}/rollback`;
    const answers = await Promise.all([as.host.post(url), as.host.post(url), as.host.post(url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await checkWalletBalances(t.db, walletId)).mismatches).toEqual([]);
  });
});
