import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { SURFACE_LABELS } from '@tennis/contracts';
import { resultOrder } from '../../../components/match-list/result-order';
import { SideName } from '../../../components/match-list/side-name';
import { Skeleton } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { PLAYER_PROFILE_NS } from '../i18n';
import { resultOf } from '../model/player-result';
import { FormBadge } from './form-badge';

/** A player's matches, one per row at every width: when and where, both sides linked, the result and the score. */
export function ProfileMatchList({ matches, playerId }: { matches: readonly TMatch[]; playerId: number }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  if (matches.length === 0) return <p className="py-6 text-center text-ink-muted">{t('match.empty')}</p>;
  return (
    <ul className="divide-y divide-line">
      {matches.map((match) => (
        <li key={match.id}>
          <ProfileMatch match={match} playerId={playerId} />
        </li>
      ))}
    </ul>
  );
}

/** One match as the profile shows it (also the jumbotron's next and last match). */
export function ProfileMatch({ match, playerId }: { match: TMatch; playerId: number }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const result = resultOf(match, playerId);
  const [first, second] = resultOrder(match.winner === 1);
  const where = match.club ? (match.club.acronym ?? match.club.name) : null;
  const details = [
    formatDateTime(match.scheduledAt),
    match.eventName ?? t(`match.kind.${match.kind}`),
    where,
    match.surface ? SURFACE_LABELS[match.surface] : null,
  ].filter(Boolean);
  return (
    <div className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs text-ink-muted">
          {details.join(' · ')}
          {match.kind === 'friendly' && (
            <span className="ml-2 rounded-full bg-ball-300 px-2 py-0.5 text-court-950">{t('match.friendly')}</span>
          )}
        </p>
        <p className="min-w-0 break-words">
          <SideName match={match} side={first} />
          <span className="px-2 text-ink-muted">{t('match.vs')}</span>
          <SideName match={match} side={second} />
        </p>
        <p className="text-sm tabular-nums">
          {match.state === 'concluded' ? (
            <>
              {match.scoreText}
              {match.wo && <span className="ml-1 text-ink-muted">({t('match.wo')})</span>}
            </>
          ) : (
            <span className="text-ink-muted">{t('match.notPlayed')}</span>
          )}
        </p>
      </div>
      {result && <FormBadge result={result} />}
    </div>
  );
}

/** Rows of grey while the matches load, the height of the rows to come. */
export function MatchListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="space-y-3 py-2">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}
