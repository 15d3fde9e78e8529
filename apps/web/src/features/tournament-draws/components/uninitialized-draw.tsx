import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { InitializeDrawDialog } from './initialize-draw-dialog';

type Props = { draw: TCategoryDraw; backoffice: boolean; canUpdate: boolean };

/** A category without a draw yet: said so, with the way to initialise it for whoever may. */
export function UninitializedDraw({ draw, backoffice, canUpdate }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const [initializing, setInitializing] = useState(false);
  return (
    <div className="space-y-3">
      <Alert tone="info">{backoffice ? t('notInitialized') : t('notInitializedPublic')}</Alert>
      {canUpdate && <Button onClick={() => setInitializing(true)}>{t('initialize')}</Button>}
      {initializing && <InitializeDrawDialog draw={draw} onClose={() => setInitializing(false)} />}
    </div>
  );
}
