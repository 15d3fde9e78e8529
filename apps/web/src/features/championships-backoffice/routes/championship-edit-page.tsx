import { useTranslation } from 'react-i18next';
import { ChampionshipForm } from '../components/championship-form';
import { ChampionshipPageFrame } from '../components/championship-page-frame';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** /backoffice/championships/{id}/edit (admins): the championship form. */
export function ChampionshipEditPage() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <ChampionshipPageFrame title={t('edit.title')} width="wide">
      {(championship) => <ChampionshipForm key={championship.id} championship={championship} />}
    </ChampionshipPageFrame>
  );
}
