import { useTranslation } from 'react-i18next';
import type { TMatch, TRoundRobinGroup } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = {
  groups: TRoundRobinGroup[];
  onOptions?: ((match: TMatch) => void) | undefined;
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
          <table className="w-full table-fixed text-sm">
            <thead className="text-left text-xs text-ink-muted">
              <tr>
                <th className="w-6 py-1">#</th>
                <th className="py-1">{t('groups.player')}</th>
                <th className="w-12 py-1 text-center" title={t('groups.winsTitle')}>
                  {t('groups.wins')}
                </th>
                <th className="w-12 py-1 text-center">{t('groups.sets')}</th>
                <th className="w-14 py-1 text-center">{t('groups.games')}</th>
              </tr>
            </thead>
            <tbody>
              {group.groupParticipants.map((p) => (
                <tr key={p.id} className="border-t border-line">
                  <td className="py-1.5 tabular-nums">{p.rank}</td>
                  <td className="truncate py-1.5">
                    {p.displayName}
                    {onRemove && (
                      <button
                        type="button"
                        className="focus-ring ml-1 rounded px-1 text-xs text-ink-muted hover:text-danger"
                        aria-label={t('groups.removeParticipant', { name: p.displayName })}
                        onClick={() => onRemove(group.id, p.id)}
                      >
                        ✕
                      </button>
                    )}
                  </td>
                  <td className="py-1.5 text-center tabular-nums">
                    {p.wins}-{p.losses}
                  </td>
                  <td className="py-1.5 text-center tabular-nums">
                    {p.setWins}-{p.setLosses}
                  </td>
                  <td className="py-1.5 text-center tabular-nums">
                    {p.gameWins}-{p.gameLosses}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-line text-sm">
            {group.groupMatches.map((match) => (
              <li key={match.id} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0 truncate">
                  <span className={cx(match.winner === 0 && 'font-semibold')}>{match.home.displayName}</span>{' '}
                  <span className="text-ink-muted">{t('vs')}</span>{' '}
                  <span className={cx(match.winner === 1 && 'font-semibold')}>{match.away.displayName}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className="tabular-nums">{match.scoreText}</span>
                  {onOptions && (
                    <button
                      type="button"
                      className="focus-ring rounded px-2 py-0.5 text-xs font-medium text-clay-700 hover:bg-clay-50 dark:text-clay-300"
                      onClick={() => onOptions(match)}
                    >
                      {t('options')}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
