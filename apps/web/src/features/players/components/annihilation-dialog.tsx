import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAnnihilationItem } from '@tennis/contracts';
import { showError } from '../../../lib/error-dialog-store';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { annihilationCheckQuery, useAnnihilate } from '../api/player-admin-api';
import { PLAYERS_NS } from '../i18n';

type Props = { playerId: number; name: string; onClose: () => void };

function Items({ items }: { items: TAnnihilationItem[] }) {
  return (
    <ul className="list-disc space-y-1 ps-5">
      {items.map((item) => (
        <li key={item.kind}>{item.label}</li>
      ))}
    </ul>
  );
}

/**
 * The annihilation check (spec 3 §2 Players): what blocks deleting the player
 * for good, and what would go with it. Only when nothing blocks is the delete
 * offered, and it takes two clicks: the first asks 'Είστε σίγουροι;'.
 */
export function AnnihilationDialog({ playerId, name, onClose }: Props) {
  const { t } = useTranslation(PLAYERS_NS);
  const check = useQuery(annihilationCheckQuery(playerId));
  const annihilate = useAnnihilate(playerId);
  const [armed, setArmed] = useState(false);
  const result = check.data?.data;

  const confirm = () => {
    if (!armed) {
      setArmed(true);
      return;
    }
    annihilate.mutate(undefined, {
      onSuccess: () => {
        notify({ level: 'success', message: t('annihilation.done'), lifespan: 3000 });
        onClose();
      },
      onError: (error) => {
        onClose();
        showError(error);
      },
    });
  };

  return (
    <Modal
      open
      tone="danger"
      onClose={annihilate.isPending ? () => {} : onClose}
      title={t('annihilation.title', { name: result?.displayName ?? name })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={annihilate.isPending}>
            {t('annihilation.close')}
          </Button>
          {result?.annihilable && (
            <SubmitButton type="button" variant="danger" pending={annihilate.isPending} onClick={confirm}>
              {armed ? t('annihilation.confirm') : t('annihilation.annihilate')}
            </SubmitButton>
          )}
        </>
      }
    >
      <div className="space-y-4" aria-live="polite" aria-busy={check.isPending}>
        {check.isPending && (
          <>
            <span className="sr-only">{t('annihilation.checking')}</span>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </>
        )}
        {check.isError && <Alert tone="danger">{check.error.message}</Alert>}
        {result && !result.annihilable && (
          <Alert tone="danger" title={t('annihilation.blocked')}>
            <Items items={result.blockers} />
          </Alert>
        )}
        {result?.annihilable && <p>{t('annihilation.allowed')}</p>}
        {result && (
          <div>
            {result.deletions.length > 0 ? (
              <>
                <p className="mb-1 font-medium">{t('annihilation.deleted')}</p>
                <Items items={result.deletions} />
              </>
            ) : (
              <p className="text-ink-muted">{t('annihilation.nothingElse')}</p>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
