import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackofficeParticipationForm } from '../../../components/participation-form/backoffice-participation-form';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { participationKeys, useParticipations } from '../api/participations-api';
import { PARTICIPATIONS_NS } from '../i18n';

/** /backoffice/tournaments/{id}/participations/create: singles or doubles (spec 2 §5). */
export function CreateParticipationPage() {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const { tournamentId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useParticipations(tournamentId, { page: 1, pageLength: 5, sortDir: 'desc' });

  if (!list.data)
    return (
      <Page title={t('create.title')}>
        <Skeleton className="h-64 w-full" />
      </Page>
    );

  return (
    <Page title={`${t('create.title')} · ${list.data.tournament.name}`} width="wide">
      <Card className="p-4 sm:p-6">
        <BackofficeParticipationForm
          tournamentId={list.data.tournament.id}
          categories={list.data.tournament.categories}
          onCreated={(message) => {
            notify({ message, level: 'success' });
            void client.invalidateQueries({ queryKey: participationKeys.all(tournamentId) });
            void navigate(`/backoffice/tournaments/${tournamentId}/participations`);
          }}
        />
      </Card>
    </Page>
  );
}
