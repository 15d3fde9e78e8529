import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { InitializeDrawDialog } from './draw-editors';

type Props = { draw: TCategoryDraw; backoffice: boolean; canUpdate: boolean };

/** A category without a draw yet: said so, with the way to initialise it for whoever may. */
export function UninitializedDraw({ draw, backoffice, canUpdate }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const [initializing, setInitializing] = useState(false);
  return (
    <div className="space-y-3">
      <Alert tone="info">{backoffice ? t('notInitialized') : t('notInitializedPublic')}</Alert>
      {canUpdate && <Button onClick={() => setInitializing(true)}>{t('initialize')}</Button>}
      <Suspense fallback={null}>
        {initializing && <InitializeDrawDialog draw={draw} onClose={() => setInitializing(false)} />}
      </Suspense>
    </div>
  );
}
