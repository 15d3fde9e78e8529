import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import type { TMatch, TMatchWorthResponse, TSideWorth } from '@tennis/contracts';
import { cx } from '../ui/cx';
import { MATCH_WORTH_NS } from './i18n';
import { matchWorthQuery, pairWorthQuery } from './match-worth-api';

/** Whether a match has a worth to preview: a championship's Regular Season match not yet played. */
export const hasWorth = (match: TMatch) =>
  match.kind === 'championship' &&
  match.type === 'singles' &&
  match.state !== 'concluded' &&
  (match.phase ?? REGULAR_SEASON_PHASE) === REGULAR_SEASON_PHASE;

const place = (rank: number | null) => (rank === null ? '—' : `#${rank}`);

/**
 * "What is this match worth": per side, the points of a win and where it would
 * take them. Shown under the profile's next match and in a match's options
 * (the championship's matches, the unified schedule, the schedule screen).
 */
export function MatchWorth({ matchId, className = 'mt-3' }: { matchId: number; className?: string }) {
  const worth = useQuery(matchWorthQuery(matchId));
  return <WorthBox worth={worth.data} className={className} />;
}

/** The same preview for two players about to be paired, before their match exists (the schedule screen). */
export function PairWorth({
  championshipId,
  homePlayerId,
  awayPlayerId,
}: {
  championshipId: string;
  homePlayerId: number;
  awayPlayerId: number;
}) {
  const worth = useQuery(pairWorthQuery(championshipId, homePlayerId, awayPlayerId));
  return <WorthBox worth={worth.data} className="" />;
}

function WorthBox({ worth, className }: { worth: TMatchWorthResponse | undefined; className: string }) {
  const { t } = useTranslation(MATCH_WORTH_NS);
  // A preview only: when it cannot be had, the match box stands without it.
  if (!worth) return null;
  const { home, away } = worth.data;
  return (
    <div className={cx('rounded-control bg-surface-muted px-3 py-2 text-sm', className)}>
      <h3 className="font-semibold">{t('title')}</h3>
      <ul className="mt-1 space-y-1">
        {[home, away].map((side) => (
          <SideLine key={side.playerId} side={side} />
        ))}
      </ul>
    </div>
  );
}

function SideLine({ side }: { side: TSideWorth }) {
  const { t } = useTranslation(MATCH_WORTH_NS);
  const moves = [
    `OPEN ${place(side.open.before)} → ${place(side.open.after)}`,
    side.under && `UNDER 2.5 ${place(side.under.before)} → ${place(side.under.after)}`,
    `${t('race')} ${place(side.race.before)} → ${place(side.race.after)}`,
  ].filter(Boolean);
  return (
    <li>
      <span className="font-medium">{side.displayName}</span>:{' '}
      {side.entersBestFifteen ? t('points', { points: side.pointsGained }) : t('outsideBest', { value: side.winValue })}
      <span className="block text-xs text-ink-muted">{moves.join(' · ')}</span>
    </li>
  );
}
