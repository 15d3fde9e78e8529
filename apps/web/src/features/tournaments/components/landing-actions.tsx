import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { hasPlayBegun } from '@tennis/domain';
import { CalendarIcon } from '../../../components/svg-icons/icons';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { TOURNAMENTS_NS } from '../i18n';
import { ShareTournamentButton } from './share-tournament-button';
import { tournamentPaths as to } from './tournament-paths';
import { TournamentStateBadge } from './tournament-state-badge';

/**
 * The tournament's state, the way to sign up while open, the order of play and
 * draws once play has begun, the order of play as a calendar feed, and sharing.
 */
export function LandingActions({ tournament }: { tournament: TTournament }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { slug } = tournament;
  const hostSlug = tournament.host.slug;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TournamentStateBadge state={tournament.state} />
      {tournament.participationsOpen && (
        <ButtonLink to={to.participate(hostSlug, slug)}>{t('landing.participate')}</ButtonLink>
      )}
      {hasPlayBegun(tournament.state) && (
        <>
          <ButtonLink variant="secondary" to={to.orderOfPlay(hostSlug, slug)}>
            {t('public.orderOfPlay')}
          </ButtonLink>
          <ButtonLink variant="secondary" to={to.draws(hostSlug, slug)}>
            {t('public.draws')}
          </ButtonLink>
        </>
      )}
      {tournament.state !== 'draft' && (
        // A file the calendar app subscribes to, not a page of ours: a plain link, not the router's.
        <a
          href={to.orderOfPlayFeed(tournament.id)}
          title={t('landing.calendarFeedHint')}
          className={buttonClasses('secondary')}
        >
          <CalendarIcon className="size-4" />
          {t('landing.calendarFeed')}
        </a>
      )}
      <ShareTournamentButton title={tournament.name} path={to.landing(hostSlug, slug)} />
    </div>
  );
}
