import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWalletTransaction } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { formatDateTime } from '../../../lib/format';
import { WALLET_NS } from '../i18n';
import { signedAmount, TransactionNotes } from './transaction-parts';
import { TransactionStatus } from './transaction-status';

/** A transaction as a tile, for phones. */
export function TransactionCard({ transaction, actions }: { transaction: TWalletTransaction; actions: ReactNode }) {
  const { t } = useTranslation(WALLET_NS);
  const { agent, match } = transaction;
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-xs">
      <header className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs text-ink-muted">{formatDateTime(transaction.createdAt)}</p>
          <p className="font-semibold">{t(`type.${transaction.type}`)}</p>
        </div>
        <div className="text-right">
          <p
            className={cx(
              'text-lg font-bold tabular-nums',
              transaction.type === 'deposit' ? 'text-court-700 dark:text-court-300' : 'text-ink',
            )}
          >
            {signedAmount(transaction)}
          </p>
          <p className="text-xs text-ink-muted tabular-nums">
            {t('columns.runningTotal')}: {transaction.runningTotal}
          </p>
        </div>
      </header>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <TransactionStatus status={transaction.status} />
        {agent && (
          <span className="text-ink-muted">
            {agent.surname} {agent.name}
          </span>
        )}
      </div>
      {match && <p className="mt-1 text-sm">{t('matchLabel', { id: match.id, label: match.label })}</p>}
      <div className="mt-2 text-sm">
        <TransactionNotes transaction={transaction} />
      </div>
      {actions && <div className="mt-3 flex justify-end">{actions}</div>}
    </article>
  );
}
