import { Bar, Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { SURFACE_LABELS, type TPlayerStats } from '@tennis/contracts';
import { ChartCard } from '../../../components/charts/chart-card';
import { CLAY, COURT, barOptions, doughnutOptions } from '../../../components/charts/chart-theme';
import { PLAYER_PROFILE_NS } from '../i18n';

/**
 * The statistics page's charts (Chart.js, downloaded with this module only): monthly wins and losses as
 * bars, and a win-loss doughnut per surface; each with its numbers as a table for screen readers.
 */
export function PlayerStatsCharts({ stats }: { stats: TPlayerStats }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const months = t('stats.months', { returnObjects: true }) as string[];
  const wins = t('stats.wins');
  const losses = t('stats.losses');
  const monthly = {
    labels: stats.monthly.map((m) => months[m.month - 1] ?? String(m.month)),
    datasets: [
      { label: wins, data: stats.monthly.map((m) => m.wins), backgroundColor: COURT },
      { label: losses, data: stats.monthly.map((m) => m.losses), backgroundColor: CLAY },
    ],
  };
  const noResults = stats.monthly.every((m) => m.wins + m.losses === 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartCard
          title={t('stats.monthly')}
          empty={noResults}
          emptyText={t('stats.noResults')}
          numbers={monthly}
          labelHeading={t('stats.month')}
        >
          <Bar options={{ ...barOptions, plugins: { legend: { display: true, position: 'bottom' } } }} data={monthly} />
        </ChartCard>
      </div>
      {(stats.resultsPerSurface ?? []).map((row) => {
        const numbers = {
          labels: [wins, losses],
          datasets: [{ label: t('stats.result'), data: [row.wins, row.losses], backgroundColor: [COURT, CLAY] }],
        };
        return (
          <ChartCard
            key={row.surface}
            title={t('stats.surface', { surface: SURFACE_LABELS[row.surface], wins: row.wins, losses: row.losses })}
            empty={row.wins + row.losses === 0}
            emptyText={t('stats.noResults')}
            numbers={numbers}
            labelHeading={t('stats.result')}
          >
            <Doughnut options={doughnutOptions} data={numbers} />
          </ChartCard>
        );
      })}
    </div>
  );
}
