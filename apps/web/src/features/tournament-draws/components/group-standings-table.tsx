import { useTranslation } from 'react-i18next';
import type { TRoundRobinGroup } from '@tennis/contracts';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { SidePlayers } from '../../../components/player-link/player-link';
import { cx } from '../../../components/ui/cx';

type Member = TRoundRobinGroup['groupParticipants'][number];

type Props = {
  group: TRoundRobinGroup;
  onRemove?: ((groupId: number, groupParticipantId: number) => void) | undefined;
  /** Present while the group phase runs: withdraw a member, or bring an alternate into a withdrawn one's place. */
  onWithdraw?: ((group: TRoundRobinGroup, member: Member) => void) | undefined;
  onAlternate?: ((group: TRoundRobinGroup, member: Member) => void) | undefined;
};

const rowAction =
  'focus-ring ml-1 whitespace-nowrap rounded px-1 text-xs text-ink-muted underline-offset-2 hover:underline';

/** A group's standings in rank order: wins, sets and games, each as won-lost; a withdrawn entry marked, last. */
export function GroupStandingsTable({ group, onRemove, onWithdraw, onAlternate }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
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
          <tr key={p.id} className={cx('border-t border-line', p.withdrawn && 'text-ink-muted')}>
            <td className="py-1.5 tabular-nums">{p.rank}</td>
            <td className="py-1.5 break-words">
              <SidePlayers side={p} className={cx(p.withdrawn && 'line-through')} />
              {p.withdrawn && (
                <span className="ml-1 whitespace-nowrap rounded bg-surface-muted px-1 text-xs font-medium text-ink-muted">
                  {t('groups.withdrawn')}
                </span>
              )}
              {onWithdraw && !p.withdrawn && (
                <button
                  type="button"
                  className={rowAction}
                  aria-label={t('groups.withdrawOf', { name: p.displayName })}
                  onClick={() => onWithdraw(group, p)}
                >
                  {t('groups.withdraw')}
                </button>
              )}
              {onAlternate && p.withdrawn && !p.replaced && (
                <button
                  type="button"
                  className={rowAction}
                  aria-label={t('groups.alternateOf', { name: p.displayName })}
                  onClick={() => onAlternate(group, p)}
                >
                  {t('groups.alternate')}
                </button>
              )}
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
  );
}
