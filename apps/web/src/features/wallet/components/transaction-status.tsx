import { useTranslation } from 'react-i18next';
import type { TWalletTransactionStatus } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { WALLET_NS } from '../i18n';

const tones: Record<TWalletTransactionStatus, string> = {
  completed: 'bg-court-100 text-court-800 dark:bg-court-900 dark:text-court-100',
  pending: 'bg-ball-300 text-court-950',
  failed: 'bg-clay-100 text-clay-900 dark:bg-clay-900 dark:text-clay-100',
};

/** Εκκρεμεί, Ολοκληρώθηκε or Απέτυχε, as a chip. */
export function TransactionStatus({ status }: { status: TWalletTransactionStatus }) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <span
      className={cx('inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', tones[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
}
