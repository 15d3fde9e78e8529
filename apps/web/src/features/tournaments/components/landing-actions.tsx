import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { hasPlayBegun } from '@tennis/domain';
import { ButtonLink } from '../../../components/ui/button';
import { TOURNAMENTS_NS } from '../i18n';
import { tournamentPaths as to } from './tournament-paths';
import { TournamentStateBadge } from './tournament-state-badge';

/** The tournament's state, the way to sign up while open, and the order of play and draws once play has begun. */
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
    </div>
  );
}
