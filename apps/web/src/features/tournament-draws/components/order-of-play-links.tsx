import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

/** The way back to the tournament: its back-office page for the back office, its public page for all. */
export function OrderOfPlayLinks({ tournament, backoffice }: { tournament: TTournament; backoffice: boolean }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <div className="flex flex-wrap gap-2">
      {backoffice && (
        <Link to={`/backoffice/tournaments/${tournament.id}`} className={buttonClasses('secondary', 'md')}>
          {t('tournamentPage')}
        </Link>
      )}
      <Link
        to={paths.tournaments.landing(tournament.host.slug, tournament.slug)}
        className={buttonClasses('secondary', 'md')}
      >
        {t('publicPage')}
      </Link>
    </div>
  );
}
