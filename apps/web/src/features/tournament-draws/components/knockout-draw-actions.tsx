import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { qualifierLines } from '../model/open-lines';
import { reportDrawError } from '../model/report-draw-error';

type Props = { categoryId: number; draw: TCategoryDraw };

/**
 * The knockout draw's tools: every bye through at once, and one qualifier
 * match more, on the line the organiser picks or, left to the server, the
 * next free line in the ITF order.
 */
export function KnockoutDrawActions({ categoryId, draw }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useDrawActions(categoryId);
  const lines = qualifierLines(draw);
  const [picked, setPicked] = useState('');
  const chosen = lines.find((line) => `${line.matchId}:${line.side}` === picked);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button
        variant="secondary"
        disabled={actions.proceedAllByes.isPending}
        onClick={() => actions.proceedAllByes.mutate(undefined, { onError: reportDrawError })}
      >
        {t('proceedAllByes')}
      </Button>
      {lines.length > 0 && (
        <SelectField
          id={`qualifier-line-${categoryId}`}
          label={t('qualifierLine.label')}
          value={chosen ? picked : ''}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value="">{t('qualifierLine.auto')}</option>
          {lines.map((line) => (
            <option key={`${line.matchId}:${line.side}`} value={`${line.matchId}:${line.side}`}>
              {t('unplaced.line', { aa: line.aa, side: t(`unplaced.sides.${line.side}`) })}
            </option>
          ))}
        </SelectField>
      )}
      <Button
        variant="secondary"
        disabled={actions.addQualifierMatch.isPending}
        onClick={() =>
          actions.addQualifierMatch.mutate(chosen ? { matchId: chosen.matchId, side: chosen.side } : undefined, {
            onError: reportDrawError,
            onSuccess: () => setPicked(''),
          })
        }
      >
        {t('addQualifierMatch')}
      </Button>
    </div>
  );
}
