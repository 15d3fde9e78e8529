import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WALLET_NS } from '../i18n';

const CONFIRM_WINDOW_MS = 4000;

/**
 * Rolls a transaction back in two clicks (spec 3 §6): the first turns the
 * button into 'Είστε σίγουροι;', the second confirms. Left alone, it goes back.
 */
export function RollbackButton({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  const { t } = useTranslation(WALLET_NS);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!asking) return;
    const timer = setTimeout(() => setAsking(false), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [asking]);
  return (
    <Button
      size="sm"
      variant={asking ? 'danger' : 'secondary'}
      disabled={pending}
      aria-live="polite"
      onClick={() => {
        if (!asking) return setAsking(true);
        setAsking(false);
        onConfirm();
      }}
    >
      {asking ? t('confirm') : t('rollback')}
    </Button>
  );
}
