import { sql } from 'drizzle-orm';
import type { TWalletBalanceCheck } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';

/**
 * The rule every money change keeps (decision 023): a wallet's balance is the
 * sum of its completed transactions, deposits up and withdrawals down, and
 * the newest completed transaction's running total is that balance. Lists
 * the wallets that break it (tests and the god tool run it).
 */
export async function checkWalletBalances(db: DbOrTx, walletId?: number): Promise<TWalletBalanceCheck> {
  const only = walletId === undefined ? sql`true` : sql`w.id = ${walletId}`;
  const { rows } = await db.execute<{
    walletId: number;
    playerId: number;
    balanceCents: number;
    sumCents: number;
    lastRunningCents: number | null;
  }>(sql`
    select w.id::int as "walletId", w.player_id::int as "playerId", w.balance_cents::int as "balanceCents",
      coalesce(sum(case when t.type = 'deposit' then t.amount_cents else -t.amount_cents end)
        filter (where t.status = 'completed'), 0)::bigint::text as "sumCents",
      (select t2.running_balance_cents from wallet_transactions t2
        where t2.wallet_id = w.id and t2.status = 'completed'
        order by t2.id desc limit 1)::int as "lastRunningCents"
    from wallets w
    left join wallet_transactions t on t.wallet_id = w.id
    where ${only}
    group by w.id`);
  const mismatches = rows
    .map((row) => ({ ...row, sumCents: Number(row.sumCents) }))
    .filter(
      (row) =>
        row.balanceCents !== row.sumCents ||
        (row.lastRunningCents !== null && row.lastRunningCents !== row.balanceCents),
    )
    .map(({ walletId: id, playerId, balanceCents, sumCents }) => ({ walletId: id, playerId, balanceCents, sumCents }));
  return { checked: rows.length, mismatches };
}
