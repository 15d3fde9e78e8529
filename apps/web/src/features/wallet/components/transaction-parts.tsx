import { useTranslation } from 'react-i18next';
import type { TWalletTransaction } from '@tennis/contracts';
import { WALLET_NS } from '../i18n';

/** "+20,00 ATC" for a top-up, "−12,50 ATC" for a charge. */
export const signedAmount = (transaction: TWalletTransaction): string =>
  `${transaction.type === 'deposit' ? '+' : '−'}${transaction.amount}`;

/** The notes with the reference, and what a rollback reverses or was reversed by. */
export function TransactionNotes({ transaction }: { transaction: TWalletTransaction }) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <div className="min-w-32 space-y-0.5">
      {transaction.notes && <p>{transaction.notes}</p>}
      {transaction.reference && (
        <p className="text-xs text-ink-muted">{t('reference', { reference: transaction.reference })}</p>
      )}
      {transaction.reversesTransactionId !== null && (
        <p className="text-xs text-ink-muted">{t('reverses', { id: transaction.reversesTransactionId })}</p>
      )}
      {transaction.rolledBackAt !== null && <p className="text-xs font-semibold text-danger">{t('rolledBack')}</p>}
    </div>
  );
}
