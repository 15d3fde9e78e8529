import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { WALLET_NS } from '../i18n';

/** Rolls a transaction back in two clicks (spec 3 §6): 'Είστε σίγουροι;', then the rollback. */
export function RollbackButton({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  const { t } = useTranslation(WALLET_NS);
  return <ConfirmButton label={t('rollback')} question={t('confirm')} disabled={pending} onConfirm={onConfirm} />;
}
