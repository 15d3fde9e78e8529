import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { MATCHES_NS } from '../i18n';

/**
 * What a match belongs to, linked to the back-office page that schedules it: a
 * championship's match list, a tournament's draws, or the friendlies' list.
 */
export function MatchEventLink({ match }: { match: TMatch }) {
  const { t } = useTranslation(MATCHES_NS);
  const to =
    match.championshipId !== null
      ? `/backoffice/championships/${match.championshipId}/matches`
      : match.tournamentId !== null
        ? `/backoffice/tournaments/${match.tournamentId}/draws`
        : '/friendly-matches';
  return (
    <Link to={to} className="focus-ring text-clay-700 hover:underline dark:text-clay-300">
      {match.kind === 'friendly' ? t('all.kindFriendly') : (match.eventName ?? t(`all.kind.${match.kind}`))}
    </Link>
  );
}
