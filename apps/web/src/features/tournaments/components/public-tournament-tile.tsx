import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTournamentListItem } from '@tennis/contracts';
import { PosterTile } from '../../../components/poster-tile/poster-tile';
import { TournamentDates } from './tournament-dates';
import { tournamentPaths as to } from './tournament-paths';
import { TournamentStateBadge } from './tournament-state-badge';
import { TournamentTileFacts } from './tournament-tile-facts';
import { TOURNAMENTS_NS } from '../i18n';

const linkClass = 'focus-ring font-medium text-clay-700 hover:underline dark:text-clay-300';

/** A poster tile of the public lists: upcoming (more info, join) or underway (join when open, order of play, draws). */
export function PublicTournamentTile({
  tournament,
  mode,
}: {
  tournament: TTournamentListItem;
  mode: 'upcoming' | 'underway';
}) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { hostSlug, slug } = tournament;
  return (
    <PosterTile
      to={to.landing(hostSlug, slug)}
      title={tournament.name}
      imageUrl={tournament.posterUrl}
      badge={<TournamentStateBadge state={tournament.state} />}
      meta={
        <>
          <TournamentDates start={tournament.tournamentStart} end={tournament.tournamentEnd} /> · {tournament.hostName}
        </>
      }
      details={<TournamentTileFacts tournament={tournament} />}
      footer={
        <>
          {mode === 'upcoming' && (
            <Link className={linkClass} to={to.landing(hostSlug, slug)}>
              {t('public.moreInfo')}
            </Link>
          )}
          {tournament.participationsOpen && (
            <Link className={linkClass} to={to.participate(hostSlug, slug)}>
              {t('public.join')}
            </Link>
          )}
          {mode === 'underway' && (
            <>
              <Link className={linkClass} to={to.orderOfPlay(hostSlug, slug)}>
                {t('public.orderOfPlay')}
              </Link>
              <Link className={linkClass} to={to.draws(hostSlug, slug)}>
                {t('public.draws')}
              </Link>
            </>
          )}
        </>
      }
    />
  );
}
