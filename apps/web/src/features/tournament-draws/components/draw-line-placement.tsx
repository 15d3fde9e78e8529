import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { openLines } from '../model/open-lines';
import { reportDrawError } from '../model/report-draw-error';
import { UnplacedParticipations } from './unplaced-participations';

type Props = { categoryId: number; draw: TCategoryDraw };

/** The entrants not yet in the draw, each offered the draw's open lines (qualifier lines named as such). */
export function DrawLinePlacement({ categoryId, draw }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useDrawActions(categoryId);
  return (
    <UnplacedParticipations
      title={t('unplaced.drawTitle')}
      unplaced={draw.unplacedParticipations}
      targets={openLines(draw).map((line) => ({
        key: `${line.matchId}:${line.side}`,
        label: t(line.isQualifierMatch ? 'unplaced.qualifierLine' : 'unplaced.line', {
          aa: line.aa,
          number: -line.aa,
          side: t(`unplaced.sides.${line.side}`),
        }),
      }))}
      noTarget={t('unplaced.noOpenLine')}
      pending={actions.placeParticipation.isPending}
      onPlace={(participationId, key) => {
        const [matchId, side] = key.split(':') as [string, 'home' | 'away'];
        actions.placeParticipation.mutate(
          { matchId: Number(matchId), side, participationId },
          { onError: reportDrawError },
        );
      }}
    />
  );
}
