import { useTranslation } from 'react-i18next';
import type { TWalletTransactionStatus } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { WALLET_NS } from '../i18n';

const tones: Record<TWalletTransactionStatus, string> = {
  completed: 'bg-success/15 text-success',
  pending: 'bg-ball-300 text-court-950',
  failed: 'bg-danger/15 text-danger',
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
