import { useTranslation } from 'react-i18next';
import type { TMatch, TRoundRobinGroup } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { Card } from '../../../components/ui/card';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { GroupMatchList } from './group-match-list';
import { GroupStandingsTable } from './group-standings-table';

type Props = {
  groups: TRoundRobinGroup[];
  onOptions?: ((match: TMatch, section: MatchOptionsSection) => void) | undefined;
  /** Present for whoever may update: takes a participant without results out of the group. */
  onRemove?: ((groupId: number, groupParticipantId: number) => void) | undefined;
};

/** The group phase: per group its standings (rank order) and its matches. */
export function RoundRobinGroups({ groups, onOptions, onRemove }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map((group) => (
        <Card
          key={group.id}
          className="min-w-0 space-y-3 p-4 sm:p-5"
          aria-label={t('groups.group', { letter: group.letter })}
        >
          <h3 className="text-lg font-semibold">{t('groups.group', { letter: group.letter })}</h3>
          <GroupStandingsTable group={group} onRemove={onRemove} />
          <GroupMatchList group={group} onOptions={onOptions} />
        </Card>
      ))}
    </div>
  );
}
