import { Bar, Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { TTournamentStats } from '@tennis/contracts';
import { ChartCard } from '../../../components/charts/chart-card';
import { BALL, CLAY, COURT, barOptions, doughnutOptions } from '../../../components/charts/chart-theme';
import { TOURNAMENTS_NS } from '../i18n';

const euros = (cents: number) => cents / 100;

/** The three charts of the statistics page (spec 2 §2). */
export function TournamentStatsCharts({ stats }: { stats: TTournamentStats }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const noData = t('stats.noData');
  const perCategory = {
    labels: stats.perCategory.map((c) => c.name),
    datasets: [
      {
        label: t('stats.participations'),
        data: stats.perCategory.map((c) => c.primaryParticipations),
        backgroundColor: CLAY,
      },
    ],
  };
  const singlesDoubles = {
    labels: [t('types.singles'), t('types.doubles')],
    datasets: [
      { label: t('stats.participations'), data: [stats.singles, stats.doubles], backgroundColor: [CLAY, COURT] },
    ],
  };
  const revenue = {
    labels: stats.revenueByParticipationCount.map((row) => t('stats.categoriesCount', { count: row.categories })),
    datasets: [
      {
        label: t('stats.revenueEuros'),
        data: stats.revenueByParticipationCount.map((row) => euros(row.revenueCents)),
        backgroundColor: BALL,
      },
    ],
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('stats.perCategory')}
        empty={stats.perCategory.every((c) => c.participations === 0)}
        emptyText={noData}
        numbers={perCategory}
        labelHeading={t('stats.category')}
      >
        <Bar options={barOptions} data={perCategory} />
      </ChartCard>
      <ChartCard
        title={t('stats.singlesDoubles')}
        empty={stats.singles + stats.doubles === 0}
        emptyText={noData}
        numbers={singlesDoubles}
        labelHeading={t('stats.type')}
      >
        <Doughnut options={doughnutOptions} data={singlesDoubles} />
      </ChartCard>
      <ChartCard
        title={t('stats.revenue')}
        empty={stats.revenueByParticipationCount.length === 0}
        emptyText={noData}
        numbers={revenue}
        labelHeading={t('stats.categoriesPerEntry')}
      >
        <Bar options={barOptions} data={revenue} />
      </ChartCard>
    </div>
  );
}
