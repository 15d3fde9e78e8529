import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_TEXTS, type TWalletResponse } from '@tennis/contracts';
import { WALLET_MESSAGES } from '@tennis/domain';
import { revisions, wallets, walletTransactions } from '../../db/schema/index.js';
import { buildChampionshipFixture, buildScheduledMatch } from '../../matches/match-test-fixtures.js';
import { createTestApp, expectFieldError, mailsTo, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer, buildWallet } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { checkWalletBalances } from './check-wallet-balances.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const walletUrl = (playerId: number) => `/api/players/${playerId}/wallet`;

/** A fresh player with an empty wallet, created through the API. */
async function playerWithWallet(values: Parameters<typeof buildPlayer>[1] = {}): Promise<number> {
  const player = await buildPlayer(t.db, values);
  const created = await as.host.post(`${walletUrl(player.id)}/create`);
  expect(created.statusCode, created.body).toBe(200);
  return player.id;
}

const topUp = (playerId: number, body: object, who: Agent = as.host, headers: Record<string, string> = {}) =>
  who.post(`${walletUrl(playerId)}/top-up`, body, { headers });
const charge = (playerId: number, body: object, who: Agent = as.host, headers: Record<string, string> = {}) =>
  who.post(`${walletUrl(playerId)}/charge`, body, { headers });
const readWallet = async (playerId: number, query = '', who: Agent = as.host) => {
  const response = await who.get(`${walletUrl(playerId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TWalletResponse;
};

describe('GET /api/players/{id}/wallet', () => {
  it('answers the balance as text and number, and the transactions newest first with running totals', async () => {
    const playerId = await playerWithWallet();
    await topUp(playerId, { amount: 50, reference: 'POS-1', notes: 'Μετρητά' });
    await charge(playerId, { amount: 12.5, notes: 'Αγώνας' }, as.employee);
    const body = await readWallet(playerId);
    expect(body.wallet).toMatchObject({ balance: '37,50 ATC', numericBalance: 37.5, balanceCents: 3750 });
    expect(body.data.map((row) => [row.type, row.amount, row.runningTotal, row.status])).toEqual([
      ['withdrawal', '12,50 ATC', '37,50 ATC', 'completed'],
      ['deposit', '50,00 ATC', '50,00 ATC', 'completed'],
    ]);
    expect(body.data[0]?.agent).toMatchObject({ id: t.seeded.users.employee, name: 'Ελένη', surname: 'Γεωργίου' });
    expect(body.data[1]).toMatchObject({ reference: 'POS-1', notes: 'Μετρητά', chargeableId: null, match: null });
    expect(body.meta).toEqual({ total: 2, page: 1, pageLength: 10, lastPage: 1 });
  });

  it('pages the transactions with the list convention', async () => {
    const playerId = await playerWithWallet();
    for (let i = 1; i <= 12; i += 1) await topUp(playerId, { amount: i });
    const third = await readWallet(playerId, '?page=3&pageLength=5');
    expect(third.meta).toEqual({ total: 12, page: 3, pageLength: 5, lastPage: 3 });
    expect(third.data.map((row) => row.amountCents)).toEqual([200, 100]);
    const refused = await as.host.get(`${walletUrl(playerId)}?pageLength=7`);
    expect(refused.statusCode).toBe(422);
  });

  it('lets a player read their own wallet and no one else’s', async () => {
    const own = await buildPlayer(t.db, { userId: t.seeded.users.newuser });
    const missing = await as.newuser.get(walletUrl(own.id));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: WALLET_TEXTS.missing });
    await as.host.post(`${walletUrl(own.id)}/create`);
    const mine = await readWallet(own.id, '', as.newuser);
    expect(mine.wallet.permissions).toEqual({ topUp: false, charge: false });
    const other = await playerWithWallet();
    expect((await as.newuser.get(walletUrl(other))).statusCode).toBe(403);
    expect((await as.newuser.get(walletUrl(2_000_000))).statusCode).toBe(403);
    expect((await as.newuser.post(`${walletUrl(own.id)}/top-up`, { amount: 5 })).statusCode).toBe(403);
    expect((await as.host.get(walletUrl(2_000_000))).statusCode).toBe(404);
    expect((await as.host2.get(walletUrl(other))).statusCode).toBe(403);
    expect((await as.guest.get(walletUrl(other))).statusCode).toBe(401);
  });
});

describe('creating a wallet', () => {
  it('GET /wallet/create only confirms; the POST creates it once', async () => {
    const player = await buildPlayer(t.db, { name: 'Άρης', surname: 'Κολοκοτρώνης', displayName: 'Άρης Κολοκοτρώνης' });
    const check = await as.host.get(`${walletUrl(player.id)}/create`);
    expect(check.json()).toMatchObject({ hasWallet: false, player: { id: player.id } });
    expect((await as.host.get(walletUrl(player.id))).statusCode).toBe(404);
    const created = await as.host.post(`${walletUrl(player.id)}/create`);
    expect(created.json()).toMatchObject({ message: WALLET_TEXTS.created, balance: '0,00 ATC', balanceCents: 0 });
    const again = await as.host.post(`${walletUrl(player.id)}/create`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: WALLET_TEXTS.alreadyExists });
    expect((await as.host.get(`${walletUrl(player.id)}/create`)).json()).toMatchObject({ hasWallet: true });
  });

  it('refuses a POST without the CSRF token', async () => {
    const player = await buildPlayer(t.db);
    expect((await as.host.post(`${walletUrl(player.id)}/create`, undefined, { csrf: false })).statusCode).toBe(419);
  });
});

describe('top-ups and charges', () => {
  it.each([
    [0, WALLET_MESSAGES.amountTooSmall],
    [10.005, WALLET_MESSAGES.invalidAmount],
    [-5, WALLET_MESSAGES.invalidAmount],
  ])('refuses an amount of %d with a Greek message', async (amount, message) => {
    const playerId = await playerWithWallet();
    expectFieldError(await topUp(playerId, { amount }), 'amount', message);
    expect((await readWallet(playerId)).meta.total).toBe(0);
  });

  it('refuses an amount sent as text and one without an amount', async () => {
    const playerId = await playerWithWallet();
    expect((await topUp(playerId, { amount: '10' })).statusCode).toBe(422);
    expect((await charge(playerId, { notes: 'χωρίς ποσό' })).statusCode).toBe(422);
  });

  it('keeps integer cents: 0.1 + 0.2 top-ups make exactly 0,30 ATC', async () => {
    const playerId = await playerWithWallet();
    await topUp(playerId, { amount: 0.1 });
    await topUp(playerId, { amount: 0.2 });
    expect((await readWallet(playerId)).wallet).toMatchObject({ balanceCents: 30, balance: '0,30 ATC' });
  });

  it('refuses a charge below zero unless the overdraft is confirmed, and writes nothing when refusing', async () => {
    const playerId = await playerWithWallet();
    await topUp(playerId, { amount: 10 });
    const refused = await charge(playerId, { amount: 10.01 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: WALLET_TEXTS.insufficientBalance });
    expect((await readWallet(playerId)).meta.total).toBe(1);
    expect((await charge(playerId, { amount: 10 })).json()).toMatchObject({ balanceCents: 0 });
    const overdraft = await charge(playerId, { amount: 5, allowOverdraft: true });
    expect(overdraft.json()).toMatchObject({ message: WALLET_TEXTS.charged, balance: '-5,00 ATC', balanceCents: -500 });
  });

  it('writes a revision of the wallet for every change', async () => {
    const playerId = await playerWithWallet();
    const answer = (await topUp(playerId, { amount: 20 })).json() as { walletId: number; transactionId: number };
    const rows = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'wallets'), eq(revisions.entityId, answer.walletId)));
    expect(rows.map((row) => row.action).sort()).toEqual(['created', 'topped-up']);
    expect(rows.find((row) => row.action === 'topped-up')).toMatchObject({
      userId: t.seeded.users.host,
      oldValues: { balanceCents: 0 },
      newValues: { balanceCents: 2000, transactionId: answer.transactionId },
    });
  });

  it('charges a match the player plays in, and shows the charge on the match', async () => {
    const fixture = await buildChampionshipFixture(t.db, { players: 3 });
    const [home, away, outsider] = fixture.playerIds as [number, number, number];
    const matchId = await buildScheduledMatch(t.db, fixture, home, away);
    await as.host.post(`${walletUrl(home)}/create`);
    await topUp(home, { amount: 30 });
    expectFieldError(await charge(home, { amount: 15, matchId: 2_000_000 }), 'matchId', WALLET_TEXTS.notInMatch);
    await as.host.post(`${walletUrl(outsider)}/create`);
    expectFieldError(
      await charge(outsider, { amount: 15, matchId, allowOverdraft: true }),
      'matchId',
      WALLET_TEXTS.notInMatch,
    );
    const charged = await charge(home, { amount: 15, matchId, notes: 'Πληρωμή επί τόπου' });
    expect(charged.statusCode, charged.body).toBe(200);
    const [row] = (await readWallet(home)).data;
    expect(row).toMatchObject({ chargeableId: matchId, match: { id: matchId } });
    expect(row?.match?.label).toContain(' – ');
    const onMatch = await as.employee.get(`/api/matches/${matchId}/wallet-transactions`);
    expect(onMatch.json()).toMatchObject({
      data: [{ chargeableId: matchId, amount: '15,00 ATC', player: { id: home } }],
    });
    expect((await as.player.get(`/api/matches/${matchId}/wallet-transactions`)).statusCode).toBe(403);
  });

  it('answers 404 with the spec’s message for a player without a wallet', async () => {
    const player = await buildPlayer(t.db);
    const response = await topUp(player.id, { amount: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: WALLET_TEXTS.missing });
  });
});

describe('Idempotency-Key', () => {
  it('applies a repeated top-up once and answers the first result again', async () => {
    const playerId = await playerWithWallet();
    const headers = { 'idempotency-key': 'top-up-once-1' };
    const first = await topUp(playerId, { amount: 25 }, as.host, headers);
    const second = await topUp(playerId, { amount: 25 }, as.host, headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect((await readWallet(playerId)).wallet.balanceCents).toBe(2500);
  });

  it('refuses a key reused for another request, and lets another user use the same key', async () => {
    const playerId = await playerWithWallet();
    const headers = { 'idempotency-key': 'shared-key' };
    await charge(playerId, { amount: 1, allowOverdraft: true }, as.host, headers);
    const reused = await charge(playerId, { amount: 2, allowOverdraft: true }, as.host, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: WALLET_TEXTS.idempotencyKeyReused });
    expect((await charge(playerId, { amount: 2, allowOverdraft: true }, as.employee, headers)).statusCode).toBe(200);
    expect((await readWallet(playerId)).wallet.balanceCents).toBe(-300);
  });

  it('does not keep a refused request: the same key may be sent again once it can succeed', async () => {
    const playerId = await playerWithWallet();
    const headers = { 'idempotency-key': 'retry-after-refusal' };
    expect((await charge(playerId, { amount: 5 }, as.host, headers)).statusCode).toBe(409);
    await topUp(playerId, { amount: 5 });
    expect((await charge(playerId, { amount: 5 }, as.host, headers)).statusCode).toBe(200);
  });

  it('refuses a malformed key with 422', async () => {
    const playerId = await playerWithWallet();
    const response = await topUp(playerId, { amount: 1 }, as.host, { 'idempotency-key': 'x'.repeat(201) });
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /api/players/{id}/wallet/transactions/{walletTransactionId}/rollback', () => {
  const rollback = (playerId: number, transactionId: number, who: Agent = as.host) =>
    who.post(`${walletUrl(playerId)}/transactions/${transactionId}/rollback`);

  it('reverses the agent’s own completed transaction with a new one and marks the original', async () => {
    const playerId = await playerWithWallet();
    await topUp(playerId, { amount: 40 });
    const charged = (await charge(playerId, { amount: 15 })).json() as { transactionId: number };
    const response = await rollback(playerId, charged.transactionId);
    expect(response.json()).toMatchObject({ message: WALLET_TEXTS.rolledBack, balanceCents: 4000 });
    const body = await readWallet(playerId);
    expect(body.data.map((row) => [row.type, row.amountCents, row.runningTotalCents])).toEqual([
      ['deposit', 1500, 4000],
      ['withdrawal', 1500, 2500],
      ['deposit', 4000, 4000],
    ]);
    expect(body.data[0]).toMatchObject({
      reversesTransactionId: charged.transactionId,
      permissions: { rollback: false },
    });
    expect(body.data[1]?.rolledBackAt).not.toBeNull();
    expect(body.data[1]?.permissions.rollback).toBe(false);
    expect(body.data[2]?.permissions.rollback).toBe(true);
    const [original] = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, charged.transactionId));
    expect(original).toMatchObject({
      type: 'withdrawal',
      amountCents: 1500,
      status: 'completed',
      runningBalanceCents: 2500,
    });
  });

  it('rolls back once, and never a rollback', async () => {
    const playerId = await playerWithWallet();
    const topped = (await topUp(playerId, { amount: 10 })).json() as { transactionId: number };
    const reversed = (await rollback(playerId, topped.transactionId)).json() as { transactionId: number };
    const twice = await rollback(playerId, topped.transactionId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: WALLET_TEXTS.alreadyRolledBack });
    const ofRollback = await rollback(playerId, reversed.transactionId);
    expect(ofRollback.json()).toEqual({ message: WALLET_TEXTS.rollbackOfRollback });
  });

  it('lets a rollback of a spent top-up take the balance below zero', async () => {
    const playerId = await playerWithWallet();
    const topped = (await topUp(playerId, { amount: 10 })).json() as { transactionId: number };
    await charge(playerId, { amount: 8 });
    expect((await rollback(playerId, topped.transactionId)).json()).toMatchObject({ balanceCents: -800 });
  });

  it('refuses another agent’s transaction with 403 and offers it to no one but its agent', async () => {
    const playerId = await playerWithWallet();
    const topped = (await topUp(playerId, { amount: 10 }, as.employee)).json() as { transactionId: number };
    const refused = await rollback(playerId, topped.transactionId, as.host);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: WALLET_TEXTS.notOwnTransaction });
    expect((await readWallet(playerId, '', as.host)).data[0]?.permissions.rollback).toBe(false);
    expect((await readWallet(playerId, '', as.employee)).data[0]?.permissions.rollback).toBe(true);
    expect((await readWallet(playerId)).wallet.balanceCents).toBe(1000);
  });

  it('refuses a pending or failed transaction with 409 and one of another wallet with 404', async () => {
    const playerId = await playerWithWallet();
    const { wallet } = await readWallet(playerId);
    const [pending] = await t.db
      .insert(walletTransactions)
      .values({
        walletId: wallet.id,
        type: 'deposit',
        status: 'pending',
        amountCents: 500,
        runningBalanceCents: 0,
        createdByUserId: t.seeded.users.host,
      })
      .returning();
    const response = await rollback(playerId, pending!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: WALLET_TEXTS.notCompleted });
    const other = await playerWithWallet();
    expect((await rollback(other, pending!.id)).statusCode).toBe(404);
  });
});

describe('wallet mails', () => {
  it('mails the player every top-up and charge with the new balance, unless credits mails are off', async () => {
    await as.host.post(`${walletUrl(t.seeded.playerId)}/create`);
    const before = (await mailsTo(t.db, 'player@demo.gr')).length;
    await topUp(t.seeded.playerId, { amount: 20, notes: 'Προαγορά' });
    const [mail] = await mailsTo(t.db, 'player@demo.gr');
    expect((await mailsTo(t.db, 'player@demo.gr')).length).toBe(before + 1);
    expect(mail).toMatchObject({ template: 'wallet-change' });
    expect(mail?.textBody).toContain('Νέο υπόλοιπο:');
    const off = { results: 'email', credits: 'none', achievements: 'email', insights: 'email', events: 'email' };
    expect((await as.player.post('/api/user/settings', { communicationPreferences: off })).statusCode).toBe(200);
    await charge(t.seeded.playerId, { amount: 1, allowOverdraft: true });
    expect((await mailsTo(t.db, 'player@demo.gr')).length).toBe(before + 1);
    const on = { ...off, credits: 'email' };
    await as.player.post('/api/user/settings', { communicationPreferences: on });
  });

  it('mails a player without an account at the address the club keeps, and sends nothing on a replay', async () => {
    const playerId = await playerWithWallet({ email: 'no-account-wallet@example.gr' });
    const headers = { 'idempotency-key': 'mail-once' };
    await topUp(playerId, { amount: 7 }, as.host, headers);
    await topUp(playerId, { amount: 7 }, as.host, headers);
    const mails = await mailsTo(t.db, 'no-account-wallet@example.gr');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Κατάθεση 7,00 ATC στο πορτοφόλι σας');
    expect(mails[0]?.textBody).toContain('Νέο υπόλοιπο: 7,00 ATC');
  });
});

describe('the balance check', () => {
  it('finds every wallet written through the API whole, and names one that is not', async () => {
    const playerId = await playerWithWallet();
    await topUp(playerId, { amount: 3 });
    const before = await checkWalletBalances(t.db);
    expect(before.checked).toBeGreaterThan(0);
    expect(before.mismatches).toEqual([]);
    const broken = await buildWallet(t.db, (await buildPlayer(t.db)).id, 500);
    const after = await checkWalletBalances(t.db);
    expect(after.mismatches).toEqual([
      { walletId: broken.id, playerId: broken.playerId, balanceCents: 500, sumCents: 0 },
    ]);
    const god = await as.god.get('/api/god/wallet-balance-check');
    expect(god.json()).toMatchObject({ mismatches: [{ walletId: broken.id }] });
    expect((await as.admin.get('/api/god/wallet-balance-check')).statusCode).toBe(403);
    await t.db.delete(wallets).where(eq(wallets.id, broken.id));
  });
});

describe('the artisan console’s wallet rollback', () => {
  const CONSOLE = '/god/artisan-console/rollback-wallet-transaction';

  it('shows what the GET link would reverse without changing anything; the god user’s POST reverses any agent’s', async () => {
    const playerId = await playerWithWallet();
    const topped = (await topUp(playerId, { amount: 12 }, as.employee)).json() as { transactionId: number };
    const check = await as.god.get(`${CONSOLE}?id=${topped.transactionId}`);
    expect(check.json()).toMatchObject({
      transaction: { id: topped.transactionId, playerId, amount: '12,00 ATC', rolledBack: false },
    });
    expect((await readWallet(playerId)).wallet.balanceCents).toBe(1200);
    const reversed = await as.god.post(CONSOLE, { id: topped.transactionId });
    expect(reversed.json()).toMatchObject({ message: WALLET_TEXTS.rolledBack, balanceCents: 0 });
    expect((await as.god.post(CONSOLE, { id: topped.transactionId })).statusCode).toBe(409);
    expect((await as.god.get(`${CONSOLE}?id=2000000`)).statusCode).toBe(404);
  });

  it('is the god user’s alone', async () => {
    const playerId = await playerWithWallet();
    const topped = (await topUp(playerId, { amount: 1 })).json() as { transactionId: number };
    for (const who of ['admin', 'host', 'player'] as const) {
      expect((await as[who].get(`${CONSOLE}?id=${topped.transactionId}`)).statusCode).toBe(403);
      expect((await as[who].post(CONSOLE, { id: topped.transactionId })).statusCode).toBe(403);
    }
    expect((await as.guest.get(`${CONSOLE}?id=${topped.transactionId}`)).statusCode).toBe(401);
  });
});
