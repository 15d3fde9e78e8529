import { useTranslation } from 'react-i18next';
import type { TStandingsEntry } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { rankText, standingsNumber } from './standings-format';
import { StatusBadge } from './status-badge';
import { PlayerLink } from '../../../components/player-link/player-link';

/** Each column's heading and alignment. */
const COLUMNS = [
  ['rank', 'text-center'],
  ['player', ''],
  ['atrp', 'text-center'],
  ['status', ''],
  ['points', 'text-right'],
  ['secondaryPoints', 'text-right'],
  ['matches', 'text-right'],
  ['wins', 'text-right'],
  ['losses', 'text-right'],
] as const;

/** The standings from 640 px: a table with every count. */
export function StandingsWideTable({ rows, large }: { rows: readonly TStandingsEntry[]; large: boolean }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className={cx('w-full border-collapse', large ? 'text-base' : 'text-sm')}>
        <thead>
          <tr className="border-b border-line text-left text-xs uppercase tracking-wide text-ink-muted">
            {COLUMNS.map(([key, align]) => (
              <th key={key} scope="col" className={cx('px-2 py-2', align)}>
                {t(`standings.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.participationId}
              className={cx('border-b border-line/60 hover:bg-surface-muted', row.status === 'off' && 'text-ink-muted')}
            >
              <td className="px-2 py-2 text-center font-bold">{rankText(row)}</td>
              <td className="px-2 py-2 font-medium">
                <PlayerLink id={row.playerId} name={row.displayName} />
              </td>
              <td className="px-2 py-2 text-center tabular-nums">{row.atrp.toFixed(1)}</td>
              <td className="px-2 py-2">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{standingsNumber(row.points)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{standingsNumber(row.secondaryPoints)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.matchesPlayed}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.wins}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.losses}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
