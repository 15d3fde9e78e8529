import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChampionshipLanding } from '@tennis/contracts';
import { formatDate } from '../../../lib/format';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { championshipPaths } from '../model/championship-paths';
import { RegistrationCall } from './registration-call';

/** The landing page's welcome: host, name, seasons, the call to register and, for staff, the back office. */
export function LandingHero({ championship }: { championship: TChampionshipLanding }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <header className="rounded-card bg-gradient-to-br from-clay-600 to-clay-800 p-5 text-white shadow-sm sm:p-8">
      <p className="text-sm font-medium text-clay-100">{championship.host.name}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-4xl">
        {t('welcome.title', { name: championship.name })}
      </h1>
      <p className="mt-3 max-w-3xl text-clay-50">
        {t('welcome.body', {
          host: championship.host.name,
          startingYear: championship.startingYear,
          endingYear: championship.endingYear,
        })}
      </p>
      {championship.regularSeasonStart && championship.regularSeasonEnd && (
        <p className="mt-2 text-sm text-clay-100">
          {t('season', {
            start: formatDate(championship.regularSeasonStart),
            end: formatDate(championship.regularSeasonEnd),
          })}
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <RegistrationCall championship={championship} />
        {championship.permissions.backofficeView && (
          <Link
            to={championshipPaths.backoffice(championship.id)}
            className="focus-ring rounded-control px-2 py-1 text-sm font-semibold text-white underline"
          >
            {t('backoffice')}
          </Link>
        )}
      </div>
    </header>
  );
}
