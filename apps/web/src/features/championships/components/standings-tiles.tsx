import { useTranslation } from 'react-i18next';
import type { TStandingsEntry } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { rankText, standingsNumber } from './standings-format';
import { StatusBadge } from './status-badge';
import { PlayerLink } from '../../../components/player-link/player-link';

/** The standings below 640 px: one tile a player. */
export function StandingsTiles({ rows }: { rows: readonly TStandingsEntry[] }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <ol className="space-y-2 sm:hidden">
      {rows.map((row) => (
        <li
          key={row.participationId}
          // An inactive player is marked by a sunken tile and the OFF badge, never by fading the text below 4.5:1.
          className={cx(
            'flex items-center gap-3 rounded-control border border-line px-3 py-2',
            row.status === 'off' ? 'border-dashed bg-surface-muted' : 'bg-surface',
          )}
        >
          <span className="w-8 shrink-0 text-center text-lg font-bold text-clay-700 dark:text-clay-300">
            {rankText(row)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">
              <PlayerLink id={row.playerId} name={row.displayName} />
            </p>
            <p className="text-xs text-ink-muted">
              ATRP {row.atrp.toFixed(1)} ·{' '}
              {t('standings.summary', { matches: row.matchesPlayed, wins: row.wins, losses: row.losses })}
            </p>
          </div>
          <div className="text-right">
            <p className="font-bold tabular-nums">{standingsNumber(row.points)}</p>
            <StatusBadge status={row.status} />
          </div>
        </li>
      ))}
    </ol>
  );
}
