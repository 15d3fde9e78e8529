import { useTranslation } from 'react-i18next';
import type { TChampionshipLanding } from '@tennis/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { championshipPaths } from '../model/championship-paths';

/** The registration button of spec 3 §4, or why there is none ('Συμμετέχετε ήδη σε αυτό το πρωτάθλημα'). */
export function RegistrationCall({ championship }: { championship: TChampionshipLanding }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const user = useCurrentUser();
  const { register } = championship.permissions;
  if (!championship.participationsOpen && !championship.participates) return null;
  if (register !== true) {
    return <p className="rounded-control bg-white/15 px-3 py-2 text-sm font-medium text-white">{register}</p>;
  }
  const target = championshipPaths.register(championship.slug);
  return user ? (
    <ButtonLink to={target} variant="inverse" size="lg">
      {t('register.button')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.login(target)} variant="inverse" size="lg">
      {t('register.loginFirst')}
    </ButtonLink>
  );
}
