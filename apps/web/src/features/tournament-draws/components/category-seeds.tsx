import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TCategoryDraw } from '@tennis/contracts';
import {
  isCategoryInitialisable,
  maxCategorySeedCount,
  maxSeedCount,
  MIN_APPROVED_PARTICIPATIONS,
} from '@tennis/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { reportDrawError } from '../model/report-draw-error';
import { SeedCountDialog } from './seed-count-dialog';

type Props = { draw: TCategoryDraw };

/**
 * The category's seeds while its draw does not exist yet (the draw places them
 * once): how many there are, and their lot among the best-rated entrants.
 * Nothing shows to whoever may not update the draw, nor once it is made.
 */
export function CategorySeeds({ draw }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const { assignRandomSeeds } = useDrawActions(draw.id);
  const [dialog, setDialog] = useState<'count' | 'random' | null>(null);
  if (!draw.permissions.update || draw.initialized) return null;
  const enough = isCategoryInitialisable(draw.approvedParticipations);
  // Up to what either format seeds (a round robin: two a group); the server checks the same bound.
  const max = maxCategorySeedCount(draw.primaryParticipations);
  // The lot fills the count the host set, else as many seeds as the largest draw has.
  const randomCount =
    draw.seedsAreSet && draw.seedCount > 0 ? Math.min(draw.seedCount, max) : maxSeedCount(draw.primaryParticipations);
  return (
    <Card className="space-y-3" aria-labelledby={`seeds-${draw.id}`}>
      <h2 id={`seeds-${draw.id}`} className="text-lg font-semibold">
        {t('seeds.title')}
      </h2>
      <p>{draw.seedsAreSet ? t('seeds.count', { count: draw.seedCount }) : t('seeds.none')}</p>
      <p className="text-sm text-ink-muted">
        {enough ? t('seeds.hint') : t('seeds.needsMinimum', { minimum: MIN_APPROVED_PARTICIPATIONS })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={!enough} onClick={() => setDialog('count')}>
          {t('seeds.setCount')}
        </Button>
        <Button variant="secondary" disabled={!enough} onClick={() => setDialog('random')}>
          {t('seeds.random')}
        </Button>
      </div>
      {dialog === 'count' && <SeedCountDialog draw={draw} max={max} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'random'}
        tone="default"
        title={t('seeds.random')}
        confirmLabel={t('seeds.randomConfirmLabel')}
        pending={assignRandomSeeds.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          assignRandomSeeds.mutate(undefined, {
            onSettled: () => setDialog(null),
            onError: reportDrawError,
          })
        }
      >
        {t('seeds.randomConfirm', { count: randomCount })}
      </ConfirmDialog>
    </Card>
  );
}
