import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { Button } from '../ui/button';
import { useMatchWalletTransactions } from './wallet-api';
import { WALLET_DIALOGS_NS } from './i18n';

export type MatchPayer = { id: number; displayName: string };

/** The match's players, home first, each once (a doubles side has two). */
const playersOf = (match: TMatch): MatchPayer[] =>
  [...match.home.players, ...match.away.players].map((player) => ({ id: player.id, displayName: player.displayName }));

/**
 * Payment on the spot in the match options: what wallets were charged for the
 * match, and a charge button per player (the charge carries the match id).
 */
export function MatchWalletCharges({ match, onPay }: { match: TMatch; onPay: (payer: MatchPayer) => void }) {
  const { t } = useTranslation(WALLET_DIALOGS_NS);
  const charges = useMatchWalletTransactions(match.id);
  const payers = playersOf(match);
  if (payers.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby={`on-the-spot-${match.id}`}>
      <h3 id={`on-the-spot-${match.id}`} className="text-sm font-semibold">
        {t('onTheSpot.title')}
      </h3>
      <div className="flex flex-wrap gap-2">
        {payers.map((payer) => (
          <Button key={payer.id} variant="secondary" size="sm" onClick={() => onPay(payer)}>
            {t('onTheSpot.action')}: {payer.displayName}
          </Button>
        ))}
      </div>
      <div className="text-sm">
        <p className="text-ink-muted">{t('onTheSpot.charged')}</p>
        {charges.data && charges.data.data.length === 0 && <p className="text-ink-muted">{t('onTheSpot.none')}</p>}
        <ul className="mt-1 space-y-1">
          {charges.data?.data.map((charge) => (
            <li key={charge.id} className="flex flex-wrap gap-x-2">
              <span className="font-semibold tabular-nums">
                {charge.type === 'withdrawal' ? '−' : '+'}
                {t('onTheSpot.by', { amount: charge.amount, name: charge.player.displayName })}
              </span>
              {charge.rolledBackAt && <span className="text-danger">({t('onTheSpot.rolledBack')})</span>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
