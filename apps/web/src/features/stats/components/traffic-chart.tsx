import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { TSiteTrafficResponse } from '@tennis/contracts';
import { ChartCard } from '../../../components/charts/chart-card';
import { CLAY, COURT, barOptions } from '../../../components/charts/chart-theme';
import { STATS_NS } from '../i18n';

/** Visits and visitors per day of the month, with the same numbers as a table for screen readers. */
export function TrafficChart({ traffic }: { traffic: TSiteTrafficResponse }) {
  const { t } = useTranslation(STATS_NS);
  const numbers = {
    labels: traffic.days.map((day) => String(Number(day.date.slice(8)))),
    datasets: [
      { label: t('traffic.visits'), data: traffic.days.map((day) => day.visits), backgroundColor: CLAY },
      { label: t('traffic.visitors'), data: traffic.days.map((day) => day.visitors), backgroundColor: COURT },
    ],
  };
  return (
    <ChartCard
      title={t('traffic.chartTitle')}
      empty={traffic.days.every((day) => day.visits === 0)}
      emptyText={t('traffic.noData')}
      numbers={numbers}
      labelHeading={t('traffic.day')}
      tall
    >
      <Bar options={barOptions} data={numbers} />
    </ChartCard>
  );
}
