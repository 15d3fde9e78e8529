import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { statsQuery } from '../api/tournaments-api';
import { TournamentPageFrame, useTournamentId } from '../components/tournament-page-frame';
import { TournamentStatsCharts } from '../components/tournament-stats-charts';
import { TOURNAMENTS_NS } from '../i18n';

/** /backoffice/tournaments/{id}/stats */
export function TournamentStatsPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const id = useTournamentId();
  const stats = useQuery(statsQuery(id));
  return (
    <TournamentPageFrame section={t('stats.title')}>
      {() =>
        stats.isPending ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-80 rounded-card" />
            ))}
          </div>
        ) : stats.isError ? (
          <Alert tone="danger">{stats.error.message}</Alert>
        ) : (
          <TournamentStatsCharts stats={stats.data} />
        )
      }
    </TournamentPageFrame>
  );
}
