import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDashboardTournament } from '@tennis/contracts';
import { formatDate } from '../../../lib/format';
import { PosterTile } from '../../../components/poster-tile/poster-tile';
import { dashboardLinks } from '../model/dashboard-links';
import { DASHBOARD_NS } from '../i18n';

type Props = { heading: string; empty: string; tournaments: TDashboardTournament[] };

/** One row of back-office poster tiles: the underway or the upcoming tournaments. */
export function TournamentPosters({ heading, empty, tournaments }: Props) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      {tournaments.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-surface px-4 py-8 text-center text-ink-muted">
          {empty}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {tournaments.map((tournament) => (
            <li key={tournament.id}>
              <PosterTile
                to={dashboardLinks.tournamentLanding(tournament.hostSlug, tournament.slug)}
                title={tournament.name}
                imageUrl={tournament.posterUrl}
                meta={t('tournaments.starts', { date: formatDate(tournament.tournamentStart) })}
                badge={
                  <span className="rounded-pill bg-white/90 px-2 py-0.5 text-xs font-semibold text-court-800 shadow-sm">
                    {t(`tournaments.states.${tournament.state}`)}
                  </span>
                }
                footer={
                  <Link
                    to={dashboardLinks.tournamentBackoffice(tournament.id)}
                    className="font-medium text-clay-700 hover:underline dark:text-clay-300"
                  >
                    {t('tournaments.manage')}
                  </Link>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
