import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPlayerDetails } from '@tennis/contracts';
import { PlayerAvatar } from '../../../components/player-link/player-avatar';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { matchCalendarFileUrl } from '../api/calendar-feed-api';
import { PLAYER_PROFILE_NS } from '../i18n';
import { FormBadge } from './form-badge';
import { hasWorth, MatchWorth } from '../../../components/match-worth/match-worth';
import { ProfileMatch } from './profile-match-list';

/** The profile's head: picture, name, ATRP, ranks, current form, then the next and the last match. */
export function PlayerJumbotron({ player }: { player: TPlayerDetails }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const rank = player.currentRank;
  return (
    <section
      aria-labelledby="player-name"
      className="overflow-hidden rounded-card border border-line bg-surface shadow-sm"
    >
      <div className="flex flex-col items-center gap-4 bg-gradient-to-br from-clay-700 to-clay-900 px-5 py-6 text-center text-white sm:flex-row sm:items-center sm:gap-6 sm:px-8 sm:text-left">
        <PlayerAvatar
          size="lg"
          name={player.name}
          surname={player.surname}
          pictureUrl={player.profilePictureUrl}
          alt={t('profile.pictureOf', { name: player.displayName })}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <h1 id="player-name" className="text-2xl font-bold tracking-tight break-words sm:text-4xl">
            {player.displayName}
          </h1>
          <dl className="flex flex-wrap justify-center gap-2 text-sm sm:justify-start">
            <Chip
              term={t('profile.atrp')}
              value={player.atrp === null ? t('profile.notRated') : player.atrp.toFixed(1)}
            />
            {rank && (
              <>
                <Chip
                  term={t('profile.openRank')}
                  value={rank.open === null ? t('profile.notRanked') : `#${rank.open}`}
                />
                <Chip
                  term={t('profile.underRank')}
                  value={rank.under === null ? t('profile.notRanked') : `#${rank.under}`}
                />
              </>
            )}
          </dl>
          {rank && (
            <p className="text-sm text-white/85">
              {t('profile.rankIn')}{' '}
              <Link
                to={paths.championships.landing(rank.championship.slug)}
                className="focus-ring rounded-sm font-semibold text-white underline underline-offset-2"
              >
                {rank.championship.name}
              </Link>
            </p>
          )}
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <span className="text-sm font-semibold">{t('profile.form')}:</span>
            {player.currentForm && player.currentForm.length > 0 ? (
              <span className="flex gap-1">
                {player.currentForm.map((result, index) => (
                  <FormBadge key={index} result={result} />
                ))}
              </span>
            ) : (
              <span className="text-sm text-white/85">{t('profile.formEmpty')}</span>
            )}
          </div>
        </div>
      </div>
      <div className="grid gap-px bg-line sm:grid-cols-2">
        <MatchBox title={t('profile.nextMatch')} empty={t('profile.noNextMatch')} player={player} which="nextMatch" />
        <MatchBox title={t('profile.lastMatch')} empty={t('profile.noLastMatch')} player={player} which="lastMatch" />
      </div>
      <ProfileActions player={player} />
    </section>
  );
}

/** Where the profile leads: all matches, statistics, head-to-head and, for those who may see them, the availability and the wallet. */
function ProfileActions({ player }: { player: TPlayerDetails }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  return (
    <div className="flex flex-wrap gap-2 border-t border-line px-5 py-4 sm:px-8">
      <Link to={paths.playerMatches(player.id)} className={buttonClasses('secondary', 'sm')}>
        {t('profile.allMatches')}
      </Link>
      <Link to={paths.playerStats(player.id)} className={buttonClasses('secondary', 'sm')}>
        {t('profile.statistics')}
      </Link>
      <Link to={paths.headToHead(player.id)} className={buttonClasses('secondary', 'sm')}>
        {t('profile.headToHead')}
      </Link>
      {player.permissions.viewAvailability && (
        <Link to={paths.playerAvailability(player.id)} className={buttonClasses('secondary', 'sm')}>
          {t('profile.availability')}
        </Link>
      )}
      {player.wallet && (
        <WalletSummary balance={player.wallet.hasWallet ? player.wallet.balance : null} to={paths.wallet(player.id)} />
      )}
    </div>
  );
}

function Chip({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5 rounded-full bg-white/15 px-3 py-1">
      <dt className="text-white/85">{term}</dt>
      <dd className="font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function MatchBox({
  title,
  empty,
  player,
  which,
}: {
  title: string;
  empty: string;
  player: TPlayerDetails;
  which: 'nextMatch' | 'lastMatch';
}) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const match = player[which];
  return (
    <div className="bg-surface px-5 py-4 sm:px-8">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      {match ? <ProfileMatch match={match} playerId={player.id} /> : <p className="py-3 text-ink-muted">{empty}</p>}
      {which === 'nextMatch' && match && hasWorth(match) && <MatchWorth matchId={match.id} />}
      {which === 'nextMatch' && match?.scheduledAt && (
        <a
          href={matchCalendarFileUrl(match.id)}
          download
          className="focus-ring rounded-sm text-sm font-semibold text-clay-700 underline dark:text-clay-300"
        >
          {t('calendar.addMatch')}
        </a>
      )}
    </div>
  );
}

/** The balance, for those who may see it; a link to the wallet page once that page exists. */
function WalletSummary({ balance, to }: { balance: string | null; to: string | null }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const text = balance === null ? t('profile.noWallet') : `${t('profile.balance')}: ${balance}`;
  if (to === null) return <span className="self-center text-sm text-ink-muted">{text}</span>;
  return (
    <Link to={to} className={buttonClasses('secondary', 'sm')}>
      {t('profile.wallet')} · {text}
    </Link>
  );
}
