import { formatCredits } from '@tennis/domain';
import type { TWalletResponse, TWalletTransaction } from '@tennis/contracts';
import type { Actor } from '../../auth/policy.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { listMeta } from '../../lib/list-meta.js';
import type { WalletRow } from './lock-wallet.js';
import type { WalletTransactionRow } from './load-wallet.js';
import { canOnWallet } from './wallet-access.js';

/** One transaction as the wallet page shows it, with whether this reader may roll it back. */
export function presentTransaction(actor: Actor, row: WalletTransactionRow): TWalletTransaction {
  const reversible = row.status === 'completed' && row.rolledBackAt === null && row.reversesTransactionId === null;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amountCents: row.amountCents,
    amount: formatCredits(row.amountCents),
    runningTotalCents: row.runningBalanceCents,
    runningTotal: formatCredits(row.runningBalanceCents),
    reference: row.reference,
    notes: row.notes,
    createdAt: formatAthensDateTime(row.createdAt),
    chargeableId: row.matchId,
    match:
      row.matchId === null
        ? null
        : {
            id: row.matchId,
            label: [row.matchHome, row.matchAway].filter(Boolean).join(' – ') || `#${row.matchId}`,
            scheduledAt: row.matchScheduledAt ? formatAthensDateTime(row.matchScheduledAt) : null,
          },
    agent:
      row.agentId === null ? null : { id: row.agentId, name: row.agentName ?? '', surname: row.agentSurname ?? '' },
    reversesTransactionId: row.reversesTransactionId,
    rolledBackAt: row.rolledBackAt ? formatAthensDateTime(row.rolledBackAt) : null,
    permissions: { rollback: reversible && canOnWallet(actor, 'wallet.rollback', { agentUserId: row.agentId }) },
  };
}

export function presentWallet(
  actor: Actor,
  wallet: WalletRow,
  player: { id: number; displayName: string },
  page: { rows: WalletTransactionRow[]; total: number; page: number; pageLength: number },
): TWalletResponse {
  const manages = canOnWallet(actor, 'wallet.manage');
  return {
    wallet: {
      id: wallet.id,
      player: { id: player.id, displayName: player.displayName },
      balance: formatCredits(wallet.balanceCents),
      numericBalance: wallet.balanceCents / 100,
      balanceCents: wallet.balanceCents,
      createdAt: formatAthensDateTime(wallet.createdAt),
      permissions: { topUp: manages, charge: manages },
    },
    data: page.rows.map((row) => presentTransaction(actor, row)),
    meta: listMeta(page.total, page.page, page.pageLength),
  };
}
