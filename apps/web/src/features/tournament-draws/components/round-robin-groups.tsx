import { useTranslation } from 'react-i18next';
import type { TMatch, TRoundRobinGroup } from '@tennis/contracts';
import type { MatchOptionsSection } from '../../../components/score-form/match-options-dialog';
import { Card } from '../../../components/ui/card';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import type { GroupChange } from './group-withdrawal-dialogs';
import { GroupMatchList } from './group-match-list';
import { GroupStandingsTable } from './group-standings-table';

type Props = {
  groups: TRoundRobinGroup[];
  onOptions?: ((match: TMatch, section: MatchOptionsSection) => void) | undefined;
  /** Present for whoever may update: takes a participant without results out of the group. */
  onRemove?: ((groupId: number, groupParticipantId: number) => void) | undefined;
  /** Present for whoever may update: opens the group's rename dialog. */
  onRename?: ((group: TRoundRobinGroup) => void) | undefined;
  /** Present while the group phase runs, for whoever may update: withdrawals, alternates, cancelled matches. */
  onChange?: ((change: GroupChange) => void) | undefined;
};

/** The group phase: per group its standings (rank order) and its matches. */
export function RoundRobinGroups({ groups, onOptions, onRemove, onRename, onChange }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map((group) => (
        <Card
          key={group.id}
          className="min-w-0 space-y-3 p-4 sm:p-5"
          aria-label={t('groups.group', { letter: group.name })}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="min-w-0 truncate text-lg font-semibold">{t('groups.group', { letter: group.name })}</h3>
            {onRename && (
              <button
                type="button"
                className="focus-ring shrink-0 rounded px-2 py-1 text-sm text-ink-muted hover:text-ink"
                aria-label={t('groups.renameGroupOf', { name: group.name })}
                onClick={() => onRename(group)}
              >
                {t('groups.renameGroup')}
              </button>
            )}
          </div>
          <GroupStandingsTable
            group={group}
            onRemove={onRemove}
            onWithdraw={onChange && ((g, member) => onChange({ kind: 'withdraw', group: g, member }))}
            onAlternate={onChange && ((g, member) => onChange({ kind: 'alternate', group: g, member }))}
          />
          <GroupMatchList
            group={group}
            onOptions={onOptions}
            onCancel={onChange && ((g, match) => onChange({ kind: 'cancel', group: g, match }))}
          />
        </Card>
      ))}
    </div>
  );
}
