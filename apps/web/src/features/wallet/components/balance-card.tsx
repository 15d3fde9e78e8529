import { useTranslation } from 'react-i18next';
import type { TWalletResponse } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { formatDate } from '../../../lib/format';
import { WALLET_NS } from '../i18n';

/** The balance, large, red when below zero. */
export function BalanceCard({ wallet }: { wallet: TWalletResponse['wallet'] }) {
  const { t } = useTranslation(WALLET_NS);
  const negative = wallet.balanceCents < 0;
  return (
    <section
      aria-labelledby="wallet-balance"
      className="rounded-card border border-line bg-surface p-5 shadow-sm sm:flex sm:items-end sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="wallet-balance" className="text-sm font-medium text-ink-muted">
          {t('balance')}
        </h2>
        <p
          className={cx('mt-1 text-3xl font-bold tabular-nums sm:text-4xl', negative ? 'text-danger' : 'text-ink')}
          data-testid="wallet-balance"
        >
          {wallet.balance}
        </p>
        {negative && <p className="mt-1 text-sm font-semibold text-danger">{t('negative')}</p>}
      </div>
      <p className="mt-3 text-sm text-ink-muted sm:mt-0">{t('openedAt', { date: formatDate(wallet.createdAt) })}</p>
    </section>
  );
}
