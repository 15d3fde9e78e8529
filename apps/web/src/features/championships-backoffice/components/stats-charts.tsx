import type { ReactNode } from 'react';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, ArcElement } from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { TChampionshipStatsResponse } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

ChartJS.register(CategoryScale, LinearScale, BarElement, ArcElement, Tooltip, Legend);

// The theme's clay and court colours (styles.css), as Chart.js needs literal colours.
const CLAY = '#c25a32';
const COURT = '#31845e';
const PALETTE = ['#a84a23', '#31845e', '#c3d22b', '#d0734d', '#1d553d', '#e09a7b', '#7fbf9e', '#6e3119'];

const barOptions = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
} as const;

function ChartCard({
  title,
  empty,
  tall = false,
  children,
}: {
  title: string;
  empty: boolean;
  tall?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      <div className={tall ? 'relative h-96 sm:h-72' : 'relative h-72'}>
        {empty ? (
          <p className="flex h-full items-center justify-center text-center text-sm text-ink-muted">
            {t('stats.noData')}
          </p>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}

/** The four charts of the stats page (the series are described in the stats response schema). */
export function StatsCharts({ stats }: { stats: TChampionshipStatsResponse }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const noResults = stats.winsLossesByAtrp.every((row) => row.wins + row.losses === 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title={t('stats.matchesPerWeek')} empty={stats.matchesPerWeek.length === 0}>
        <Bar
          options={barOptions}
          data={{
            labels: stats.matchesPerWeek.map((p) => p.label),
            datasets: [
              { label: t('stats.matches'), data: stats.matchesPerWeek.map((p) => p.value), backgroundColor: CLAY },
            ],
          }}
        />
      </ChartCard>
      {/* The legend of every club sits under the doughnut: a phone needs the height. */}
      <ChartCard title={t('stats.matchesPerClub')} empty={stats.matchesPerClub.length === 0} tall>
        <Doughnut
          options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } } }}
          data={{
            labels: stats.matchesPerClub.map((p) => p.label),
            datasets: [
              {
                label: t('stats.matches'),
                data: stats.matchesPerClub.map((p) => p.value),
                backgroundColor: stats.matchesPerClub.map((_, i) => PALETTE[i % PALETTE.length]!),
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard title={t('stats.participationsByAtrp')} empty={stats.participationsByAtrp.every((p) => p.value === 0)}>
        <Bar
          options={barOptions}
          data={{
            labels: stats.participationsByAtrp.map((p) => p.label),
            datasets: [
              {
                label: t('stats.players'),
                data: stats.participationsByAtrp.map((p) => p.value),
                backgroundColor: COURT,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard title={t('stats.winsLossesByAtrp')} empty={noResults}>
        <Bar
          options={{ ...barOptions, plugins: { legend: { display: true, position: 'bottom' } } }}
          data={{
            labels: stats.winsLossesByAtrp.map((p) => p.label),
            datasets: [
              { label: t('stats.wins'), data: stats.winsLossesByAtrp.map((p) => p.wins), backgroundColor: COURT },
              { label: t('stats.losses'), data: stats.winsLossesByAtrp.map((p) => p.losses), backgroundColor: CLAY },
            ],
          }}
        />
      </ChartCard>
    </div>
  );
}
