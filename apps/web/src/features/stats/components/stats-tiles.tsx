import { useTranslation } from 'react-i18next';
import type { TAdvancedStatsResponse } from '@tennis/contracts';
import { formatEuros } from '../../../lib/money';
import { STATS_NS } from '../i18n';

/** The period's totals, one tile each; revenue shows a dash to a back office that keeps no wallets. */
export function StatsTiles({ stats }: { stats: TAdvancedStatsResponse }) {
  const { t } = useTranslation(STATS_NS);
  const money = (cents: number | null) => (cents === null ? t('advanced.notShown') : formatEuros(cents));
  const tiles: [string, string | number][] = [
    [t('advanced.tiles.totalMatches'), stats.totalMatches],
    [t('advanced.tiles.friendlyMatches'), stats.friendlyMatches],
    [t('advanced.tiles.singles'), stats.matchesPerType.singles],
    [t('advanced.tiles.doubles'), stats.matchesPerType.doubles],
    [t('advanced.tiles.uniquePlayers'), stats.uniquePlayers],
    [t('advanced.tiles.firstTimers'), stats.firstTimers],
    [t('advanced.tiles.revenue'), money(stats.revenueCents)],
    [t('advanced.tiles.revenuePerMatch'), money(stats.revenuePerMatchCents)],
    [t('advanced.tiles.revenuePerMatchPlayer'), money(stats.revenuePerMatchPlayerCents)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map(([label, value]) => (
        // A list's groups may only be divs: the tile is drawn like a card.
        <div key={label} className="space-y-1 rounded-card border border-line bg-surface p-4 shadow-sm">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
