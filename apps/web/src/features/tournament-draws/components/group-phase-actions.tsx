import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { reportDrawError } from '../model/report-draw-error';

type Props = { categoryId: number; draw: TCategoryDraw; onProceed: () => void };

/** The group phase's tools: one group more, the last group less, and on to the knockout phase. */
export function GroupPhaseActions({ categoryId, draw, onProceed }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useDrawActions(categoryId);
  const lastGroup = draw.groups.at(-1);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={actions.addGroup.isPending}
        onClick={() => actions.addGroup.mutate(undefined, { onError: reportDrawError })}
      >
        {t('groups.addGroup')}
      </Button>
      {lastGroup && (
        <Button
          variant="secondary"
          disabled={actions.deleteGroup.isPending}
          onClick={() => actions.deleteGroup.mutate(lastGroup.id, { onError: reportDrawError })}
        >
          {t('groups.deleteLastGroup')}
        </Button>
      )}
      {draw.drawFollowUpSize !== null && <Button onClick={onProceed}>{t('groups.proceed')}</Button>}
    </div>
  );
}
