import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicMatch } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { formatDateTime } from '../../../lib/format';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { matchScoreText } from '../model/match-score';
import { PlayerLink } from '../../../components/player-link/player-link';
import { resultOrder } from '../../../components/match-list/result-order';

/** Shown before "show all", so a phone does not scroll through fifty matches to reach the rules. */
const FIRST_MATCHES = 8;

/** Scheduled matches or results: date, club, the two players (the winner first and in bold) and the score. */
export function MatchList({ matches, empty }: { matches: readonly TPublicMatch[]; empty: string }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const [all, setAll] = useState(false);
  if (matches.length === 0) return <p className="py-6 text-center text-ink-muted">{empty}</p>;
  const shown = all ? matches : matches.slice(0, FIRST_MATCHES);
  return (
    <>
      <ul className="divide-y divide-line">
        {shown.map((match) => {
          const score = matchScoreText(match, t('match.wo'));
          const [first, second] = resultOrder(match.winner === 'away');
          return (
            <li key={match.id} className="flex flex-col gap-1 py-3">
              <p className="text-xs text-ink-muted">
                {formatDateTime(match.scheduledAt)}
                {match.club && ` · ${match.club.acronym ?? match.club.name}`}
              </p>
              <p className="min-w-0 flex-1">
                <PlayerLink
                  id={match[first].playerId}
                  name={match[first].displayName}
                  className={cx(match.winner === first && 'font-bold')}
                />
                <span className="px-2 text-ink-muted">{t('match.vs')}</span>
                <PlayerLink
                  id={match[second].playerId}
                  name={match[second].displayName}
                  className={cx(match.winner === second && 'font-bold')}
                />
                {match.suspended && (
                  <span className="ml-2 rounded-full bg-ball-300 px-2 py-0.5 text-xs text-court-950">
                    {t('match.suspended')}
                  </span>
                )}
              </p>
              {score && <p className="font-semibold tabular-nums">{score}</p>}
              {!score && match.orderOfPlayComments && (
                <p className="text-xs text-ink-muted">{match.orderOfPlayComments}</p>
              )}
            </li>
          );
        })}
      </ul>
      {matches.length > FIRST_MATCHES && (
        <button
          type="button"
          onClick={() => setAll(!all)}
          className="focus-ring mt-2 text-sm font-semibold text-clay-700 underline dark:text-clay-300"
        >
          {all ? t('match.showFewer') : t('match.showAll', { count: matches.length })}
        </button>
      )}
    </>
  );
}
