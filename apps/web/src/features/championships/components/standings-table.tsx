import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStandingsEntry } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { StatusBadge } from './status-badge';

type Props = {
  rows: readonly TStandingsEntry[];
  empty: string;
  large?: boolean;
  /** Show only the top rows until "show all" is pressed (the landing page; the fullscreen table shows every row). */
  firstRows?: number;
};

/** The landing page's tables start with the top ten, so a phone reaches the rest of the page. */
export const LANDING_ROWS = 10;

const rankText = (row: TStandingsEntry) => (row.rank === null ? '–' : String(row.rank));

/** A standings or race table: a table from 640 px, tiles below (mobile first). */
export function StandingsTable({ rows: allRows, empty, large = false, firstRows }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const [all, setAll] = useState(false);
  if (allRows.length === 0) return <p className="py-6 text-center text-ink-muted">{empty}</p>;
  const limited = firstRows !== undefined && allRows.length > firstRows;
  const rows = limited && !all ? allRows.slice(0, firstRows) : allRows;
  const number = (value: number) => value.toLocaleString('el-GR');
  return (
    <>
      <ol className="space-y-2 sm:hidden">
        {rows.map((row) => (
          <li
            key={row.participationId}
            className={cx(
              'flex items-center gap-3 rounded-control border border-line bg-surface px-3 py-2',
              row.status === 'off' && 'opacity-70',
            )}
          >
            <span className="w-8 shrink-0 text-center text-lg font-bold text-clay-700 dark:text-clay-300">
              {rankText(row)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{row.displayName}</p>
              <p className="text-xs text-ink-muted">
                ATRP {row.atrp.toFixed(1)} ·{' '}
                {t('standings.summary', { matches: row.matchesPlayed, wins: row.wins, losses: row.losses })}
              </p>
            </div>
            <div className="text-right">
              <p className="font-bold tabular-nums">{number(row.points)}</p>
              <StatusBadge status={row.status} />
            </div>
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto sm:block">
        <table className={cx('w-full border-collapse', large ? 'text-base' : 'text-sm')}>
          <thead>
            <tr className="border-b border-line text-left text-xs uppercase tracking-wide text-ink-muted">
              <th scope="col" className="px-2 py-2 text-center">
                {t('standings.rank')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('standings.player')}
              </th>
              <th scope="col" className="px-2 py-2 text-center">
                {t('standings.atrp')}
              </th>
              <th scope="col" className="px-2 py-2">
                {t('standings.status')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t('standings.points')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t('standings.secondaryPoints')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t('standings.matches')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t('standings.wins')}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t('standings.losses')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.participationId}
                className={cx(
                  'border-b border-line/60 hover:bg-surface-muted',
                  row.status === 'off' && 'text-ink-muted',
                )}
              >
                <td className="px-2 py-2 text-center font-bold">{rankText(row)}</td>
                <td className="px-2 py-2 font-medium">{row.displayName}</td>
                <td className="px-2 py-2 text-center tabular-nums">{row.atrp.toFixed(1)}</td>
                <td className="px-2 py-2">
                  <StatusBadge status={row.status} />
                </td>
                <td className="px-2 py-2 text-right font-semibold tabular-nums">{number(row.points)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{number(row.secondaryPoints)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.matchesPlayed}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.wins}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.losses}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {limited && (
        <button
          type="button"
          onClick={() => setAll(!all)}
          className="focus-ring mt-3 text-sm font-semibold text-clay-700 underline dark:text-clay-300"
        >
          {all ? t('match.showFewer') : t('match.showAll', { count: allRows.length })}
        </button>
      )}
    </>
  );
}
