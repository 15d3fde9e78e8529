import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrderOfPlayMatch } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { roundTitle } from '../model/draw-rounds';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { SidePlayers } from '../../../components/player-link/player-link';
import { resultOrder } from '../../../components/match-list/result-order';

function Side({ match, which }: { match: TOrderOfPlayMatch; which: 'home' | 'away' }) {
  return (
    <span
      className={cx(match.winner === (which === 'home' ? 0 : 1) && 'font-semibold text-court-700 dark:text-court-300')}
    >
      <SidePlayers side={match[which]} />
    </span>
  );
}

/** The match's round: its group, a qualifier, or the knockout round by the players left in it. */
function useRoundLabel(match: TOrderOfPlayMatch): string | null {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  if (match.groupLetter) return t('groups.group', { letter: match.groupLetter });
  if (match.isQualifierMatch) return t('qualifiers');
  if (match.tournamentPhase === null) return null;
  const title = roundTitle(match.tournamentPhase);
  return t(title.key, { count: title.count });
}

/**
 * One match of the day: its time, court (else its club), category and round, the two sides (the winner first, marked),
 * its score, the organiser's note and, in the back office, the match's score and options buttons.
 */
export function OrderOfPlayMatchCard({ match, actions }: { match: TOrderOfPlayMatch; actions?: ReactNode }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const round = useRoundLabel(match);
  const place = [match.courtName, match.club?.acronym ?? match.club?.name].filter(Boolean).join(' · ');
  const category = match.categoryAbbreviation ?? match.categoryName;
  const [first, second] = resultOrder(match.winner === 1);
  return (
    <Card className="space-y-1 p-4 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs text-ink-muted">
        <span className="text-base font-semibold tabular-nums text-ink">{match.scheduledAt?.slice(11, 16)}</span>
        {place && (
          <span>
            <span className="sr-only">{t('court')}: </span>
            {place}
          </span>
        )}
      </div>
      {(category || round) && (
        <p className="text-xs font-medium text-clay-700 dark:text-clay-300">
          {[category, round].filter(Boolean).join(' · ')}
        </p>
      )}
      <p>
        <Side match={match} which={first} /> <span className="text-ink-muted">{t('vs')}</span>{' '}
        <Side match={match} which={second} />
      </p>
      {match.scoreText && <p className="text-sm font-medium tabular-nums">{match.scoreText}</p>}
      {match.orderOfPlayComments && <p className="text-xs text-ink-muted">{match.orderOfPlayComments}</p>}
      {actions && <div className="flex justify-end pt-2">{actions}</div>}
    </Card>
  );
}
