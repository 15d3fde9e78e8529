import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { reportDrawError } from '../model/report-draw-error';
import { UnplacedParticipations } from './unplaced-participations';

type Props = { categoryId: number; draw: TCategoryDraw };

/** The entrants not yet in a group, each offered the category's groups. */
export function GroupPlacement({ categoryId, draw }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const actions = useDrawActions(categoryId);
  return (
    <UnplacedParticipations
      title={t('unplaced.groupsTitle')}
      unplaced={draw.unplacedParticipations}
      targets={draw.groups.map((group) => ({
        key: String(group.id),
        label: t('groups.group', { letter: group.letter }),
      }))}
      noTarget={t('unplaced.noGroup')}
      pending={actions.addGroupParticipant.isPending}
      onPlace={(participationId, groupId) =>
        actions.addGroupParticipant.mutate({ groupId: Number(groupId), participationId }, { onError: reportDrawError })
      }
    />
  );
}
