import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPlayerDetails } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { playerProfileQuery } from '../api/player-profile-api';
import { PLAYER_PROFILE_NS } from '../i18n';
import { CalendarFeedCard } from './calendar-feed-card';
import { PlayerLoadFailure } from './player-load-failure';
import { PlayerJumbotron } from './player-jumbotron';
import { ProfileMatchList } from './profile-match-list';

const TIER_TONES = [
  'bg-clay-100 text-clay-800 dark:bg-clay-900 dark:text-clay-100',
  'bg-court-100 text-court-800 dark:bg-court-900 dark:text-court-100',
  'bg-ball-300/60 text-court-950 dark:bg-ball-500/30 dark:text-ball-300',
  'bg-danger/15 text-ink',
];

/** A player's profile (spec 3 §2 players.show): jumbotron, latest five matches, latest achievements. */
export function PlayerProfile({ playerId }: { playerId: number }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const profile = useQuery(playerProfileQuery(playerId));
  useDocumentTitle(profile.data?.data.displayName ?? t('profile.title'));
  if (profile.isError) return <PlayerLoadFailure error={profile.error} onRetry={profile.refetch} />;
  if (!profile.data) return <ProfileSkeleton />;
  const player = profile.data.data;
  return (
    <div className="mx-auto w-full max-w-page space-y-6 px-4 py-6 sm:py-10">
      <PlayerJumbotron player={player} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">{t('profile.latestMatches')}</h2>
            <Link
              to={paths.playerMatches(player.id)}
              className="focus-ring rounded-sm text-sm font-semibold text-clay-700 underline dark:text-clay-300"
            >
              {t('profile.allMatches')}
            </Link>
          </div>
          <ProfileMatchList matches={player.recentResults ?? []} playerId={player.id} />
        </Card>
        <div className="space-y-6">
          {player.achievements && player.achievements.length > 0 && <Achievements player={player} />}
          {player.contact && <Contact contact={player.contact} />}
          {player.self && <CalendarFeedCard playerId={player.id} />}
        </div>
      </div>
    </div>
  );
}

function Achievements({ player }: { player: TPlayerDetails }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const completion = player.achievementsCompletion;
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('profile.achievements')}</h2>
        <Link
          to={paths.playerAchievements(player.id)}
          className="focus-ring rounded-sm text-sm font-semibold text-clay-700 underline dark:text-clay-300"
        >
          {t('profile.allAchievements')}
        </Link>
      </div>
      {completion && <p className="text-sm text-ink-muted">{t('profile.achievementsCompletion', completion)}</p>}
      <ul className="mt-3 space-y-2">
        {player.achievements!.map((achievement) => (
          <li key={achievement.id} className="flex items-start gap-3">
            <span
              className={`mt-0.5 rounded-full px-2 py-0.5 text-xs font-bold ${TIER_TONES[(achievement.tier - 1) % 4]}`}
            >
              {achievement.tier}
            </span>
            <span className="min-w-0">
              <span className="block font-medium">{achievement.name}</span>
              <span className="block text-xs text-ink-muted">
                {achievement.description ? `${achievement.description} · ` : ''}
                {formatDate(achievement.achievedAt)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Contact({ contact }: { contact: NonNullable<TPlayerDetails['contact']> }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('profile.contact')}</h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-ink-muted">{t('profile.phone')}:</dt>
          <dd>{contact.phone ? `${contact.countryCallingCode} ${contact.phone}` : '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">{t('profile.email')}:</dt>
          <dd className="break-all">{contact.email ?? '—'}</dd>
        </div>
      </dl>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-page space-y-6 px-4 py-6 sm:py-10">
      <Skeleton className="h-96 w-full rounded-card sm:h-80" />
      <Skeleton className="h-80 w-full rounded-card" />
    </div>
  );
}
