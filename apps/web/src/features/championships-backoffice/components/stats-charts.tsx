import { Bar, Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { TChampionshipStatsResponse } from '@tennis/contracts';
import { ChartCard } from '../../../components/charts/chart-card';
import { CLAY, COURT, PALETTE, barOptions, doughnutOptions } from '../../../components/charts/chart-theme';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** The four charts of the stats page (the series are described in the stats response schema). */
export function StatsCharts({ stats }: { stats: TChampionshipStatsResponse }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const noResults = stats.winsLossesByAtrp.every((row) => row.wins + row.losses === 0);
  const noData = t('stats.noData');
  const perWeek = {
    labels: stats.matchesPerWeek.map((p) => p.label),
    datasets: [{ label: t('stats.matches'), data: stats.matchesPerWeek.map((p) => p.value), backgroundColor: CLAY }],
  };
  const perClub = {
    labels: stats.matchesPerClub.map((p) => p.label),
    datasets: [
      {
        label: t('stats.matches'),
        data: stats.matchesPerClub.map((p) => p.value),
        backgroundColor: stats.matchesPerClub.map((_, i) => PALETTE[i % PALETTE.length]!),
      },
    ],
  };
  const byAtrp = {
    labels: stats.participationsByAtrp.map((p) => p.label),
    datasets: [
      { label: t('stats.players'), data: stats.participationsByAtrp.map((p) => p.value), backgroundColor: COURT },
    ],
  };
  const winsLosses = {
    labels: stats.winsLossesByAtrp.map((p) => p.label),
    datasets: [
      { label: t('stats.wins'), data: stats.winsLossesByAtrp.map((p) => p.wins), backgroundColor: COURT },
      { label: t('stats.losses'), data: stats.winsLossesByAtrp.map((p) => p.losses), backgroundColor: CLAY },
    ],
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('stats.matchesPerWeek')}
        empty={stats.matchesPerWeek.length === 0}
        emptyText={noData}
        numbers={perWeek}
        labelHeading={t('stats.week')}
      >
        <Bar options={barOptions} data={perWeek} />
      </ChartCard>
      {/* The legend of every club sits under the doughnut: a phone needs the height. */}
      <ChartCard
        title={t('stats.matchesPerClub')}
        empty={stats.matchesPerClub.length === 0}
        emptyText={noData}
        numbers={perClub}
        labelHeading={t('stats.club')}
        tall
      >
        <Doughnut options={doughnutOptions} data={perClub} />
      </ChartCard>
      <ChartCard
        title={t('stats.participationsByAtrp')}
        empty={stats.participationsByAtrp.every((p) => p.value === 0)}
        emptyText={noData}
        numbers={byAtrp}
        labelHeading="ATRP"
      >
        <Bar options={barOptions} data={byAtrp} />
      </ChartCard>
      <ChartCard
        title={t('stats.winsLossesByAtrp')}
        empty={noResults}
        emptyText={noData}
        numbers={winsLosses}
        labelHeading="ATRP"
      >
        <Bar
          options={{ ...barOptions, plugins: { legend: { display: true, position: 'bottom' } } }}
          data={winsLosses}
        />
      </ChartCard>
    </div>
  );
}
