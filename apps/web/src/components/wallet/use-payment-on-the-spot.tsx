import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../../lib/app-config';
import { sessionQuery } from '../../lib/session';
import type { MatchPayer } from './match-wallet-charges';
import { MoneyDialog } from './money-dialog';
import { canManageWallets } from './wallet-access';
import { WALLET_DIALOGS_NS } from './i18n';

export type PaymentOnTheSpot = {
  /** Opens the charge dialog for a player; undefined for those who manage no wallets. */
  onPay: ((payer: MatchPayer) => void) | undefined;
  /** The charge dialog is open: the match options step aside for it. */
  paying: boolean;
  dialog: ReactNode;
};

/** The match options' payment on the spot: a charge of one player's wallet that carries the match id. */
export function usePaymentOnTheSpot(match: TMatch): PaymentOnTheSpot {
  const { t } = useTranslation(WALLET_DIALOGS_NS);
  const [payer, setPayer] = useState<MatchPayer | null>(null);
  // Read from what the app loaded at start, never fetched here: the dialog opens on every match list.
  const user = useQuery({ ...sessionQuery, enabled: false }).data?.user;
  const godUserId = useQuery({ ...appConfigQuery, enabled: false }).data?.godUserId ?? 0;
  const allowed = canManageWallets(user, godUserId);
  return {
    onPay: allowed ? setPayer : undefined,
    paying: payer !== null,
    dialog: payer && (
      <MoneyDialog
        kind="charge"
        playerId={payer.id}
        playerName={payer.displayName}
        matchId={match.id}
        defaultNotes={t('onTheSpot.notes', { id: match.id })}
        onClose={() => setPayer(null)}
      />
    ),
  };
}
