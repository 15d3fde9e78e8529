import type { ReactNode } from 'react';
import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { TTournamentStats } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { TOURNAMENTS_NS } from '../i18n';

ChartJS.register(CategoryScale, LinearScale, BarElement, ArcElement, Tooltip, Legend);

// The theme's clay and court colours (styles.css): Chart.js needs literal colours.
const CLAY = '#c25a32';
const COURT = '#31845e';
const BALL = '#c3d22b';

const barOptions = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
} as const;

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="relative h-72">
        {empty ? (
          <p className="flex h-full items-center justify-center text-sm text-ink-muted">{t('stats.noData')}</p>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}

const euros = (cents: number) => cents / 100;

/** The three charts of the statistics page (spec 2 §2). */
export function TournamentStatsCharts({ stats }: { stats: TTournamentStats }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title={t('stats.perCategory')} empty={stats.perCategory.every((c) => c.participations === 0)}>
        <Bar
          options={barOptions}
          data={{
            labels: stats.perCategory.map((c) => c.name),
            datasets: [
              {
                label: t('stats.participations'),
                data: stats.perCategory.map((c) => c.primaryParticipations),
                backgroundColor: CLAY,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard title={t('stats.singlesDoubles')} empty={stats.singles + stats.doubles === 0}>
        <Doughnut
          options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } } }}
          data={{
            labels: [t('types.singles'), t('types.doubles')],
            datasets: [{ data: [stats.singles, stats.doubles], backgroundColor: [CLAY, COURT] }],
          }}
        />
      </ChartCard>
      <ChartCard title={t('stats.revenue')} empty={stats.revenueByParticipationCount.length === 0}>
        <Bar
          options={barOptions}
          data={{
            labels: stats.revenueByParticipationCount.map((row) =>
              t('stats.categoriesCount', { count: row.categories }),
            ),
            datasets: [
              {
                label: t('stats.revenueEuros'),
                data: stats.revenueByParticipationCount.map((row) => euros(row.revenueCents)),
                backgroundColor: BALL,
              },
            ],
          }}
        />
      </ChartCard>
    </div>
  );
}
