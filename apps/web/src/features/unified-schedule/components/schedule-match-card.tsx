import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { UNIFIED_SCHEDULE_NS } from '../i18n';
import { ScheduleSide, timeOf } from './schedule-match-parts';

/** A match of the day as a tile, for screens too narrow for the table. */
export function ScheduleMatchCard({ match, options }: { match: TMatch; options: ReactNode }) {
  const { t } = useTranslation(UNIFIED_SCHEDULE_NS);
  return (
    <Card className="space-y-1 p-4 sm:p-4">
      <div className="flex justify-between text-xs text-ink-muted">
        <span className="tabular-nums">
          {timeOf(match)} · {match.club?.acronym ?? match.club?.name}
        </span>
        <span className="truncate pl-2">{match.eventName}</span>
      </div>
      <p>
        <ScheduleSide match={match} which="home" /> <span className="text-ink-muted">{t('vs')}</span>{' '}
        <ScheduleSide match={match} which="away" />
      </p>
      <div className="flex items-center justify-between">
        <span className="font-medium tabular-nums">{match.scoreText}</span>
        {options}
      </div>
    </Card>
  );
}
