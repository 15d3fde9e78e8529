import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { TournamentForm } from '../components/tournament-form';
import { TournamentPageFrame } from '../components/tournament-page-frame';
import { TOURNAMENTS_NS } from '../i18n';

/** /backoffice/tournaments/create */
export function TournamentCreatePage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Page title={t('form.createTitle')} width="wide">
      <TournamentForm />
    </Page>
  );
}

/** /backoffice/tournaments/{id}/edit */
export function TournamentEditPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <TournamentPageFrame section={t('form.editTitle')}>
      {(tournament) => <TournamentForm key={tournament.id} tournament={tournament} />}
    </TournamentPageFrame>
  );
}
