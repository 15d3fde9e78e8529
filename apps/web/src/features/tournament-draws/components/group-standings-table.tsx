import { useTranslation } from 'react-i18next';
import type { TRoundRobinGroup } from '@tennis/contracts';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { SidePlayers } from '../../../components/player-link/player-link';

type Props = {
  group: TRoundRobinGroup;
  onRemove?: ((groupId: number, groupParticipantId: number) => void) | undefined;
};

/** A group's standings in rank order: wins, sets and games, each as won-lost. */
export function GroupStandingsTable({ group, onRemove }: Props) {
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
          <tr key={p.id} className="border-t border-line">
            <td className="py-1.5 tabular-nums">{p.rank}</td>
            <td className="py-1.5 break-words">
              <SidePlayers side={p} />
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
