import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { SidePlayers } from '../../../components/player-link/player-link';

function Side({ match, which }: { match: TMatch; which: 'home' | 'away' }) {
  return (
    <span
      className={cx(match.winner === (which === 'home' ? 0 : 1) && 'font-semibold text-court-700 dark:text-court-300')}
    >
      <SidePlayers side={match[which]} />
    </span>
  );
}

/**
 * One match of the day: its time and court, the two sides (the winner marked), its score, the organiser's note
 * and, in the back office, the match's score and options buttons.
 */
export function OrderOfPlayMatchCard({ match, actions }: { match: TMatch; actions?: ReactNode }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <Card className="space-y-1 p-4 sm:p-4">
      <div className="flex justify-between gap-2 text-xs text-ink-muted">
        <span className="font-semibold tabular-nums text-ink">{match.scheduledAt?.slice(11, 16)}</span>
        <span className="truncate">{match.club?.acronym ?? match.club?.name ?? ''}</span>
      </div>
      <p>
        <Side match={match} which="home" /> <span className="text-ink-muted">{t('vs')}</span>{' '}
        <Side match={match} which="away" />
      </p>
      {match.scoreText && <p className="text-sm font-medium tabular-nums">{match.scoreText}</p>}
      {match.orderOfPlayComments && <p className="text-xs text-ink-muted">{match.orderOfPlayComments}</p>}
      {actions && <div className="flex justify-end pt-2">{actions}</div>}
    </Card>
  );
}
