import { useTranslation } from 'react-i18next';
import { reportFormError } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { useCreateWallet } from './wallet-api';
import { WALLET_DIALOGS_NS } from './i18n';

type Props = { playerId: number; playerName: string; onClose: () => void; onCreated?: () => void };

/** Asks before creating an empty wallet for a player, then creates it (a POST with the CSRF token). */
export function CreateWalletDialog({ playerId, playerName, onClose, onCreated }: Props) {
  const { t } = useTranslation(WALLET_DIALOGS_NS);
  const create = useCreateWallet(playerId);
  return (
    <ConfirmDialog
      open
      tone="default"
      title={t('create.title')}
      confirmLabel={t('create.confirm')}
      pending={create.isPending}
      onClose={onClose}
      onConfirm={() =>
        create.mutate(undefined, {
          onSuccess: (answer) => {
            notify({ level: 'success', message: answer.message, lifespan: 'quick' });
            onCreated?.();
            onClose();
          },
          onError: (failure) => {
            onClose();
            reportFormError(failure);
          },
        })
      }
    >
      {t('create.text', { name: playerName })}
    </ConfirmDialog>
  );
}
