import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { MatchTile } from '../../../components/match-list/match-tile';
import { UNIFIED_SCHEDULE_NS } from '../i18n';
import { timeOf } from './schedule-match-parts';

/** A match of the day as a tile, for screens too narrow for the table. */
export function ScheduleMatchCard({ match, options }: { match: TMatch; options: ReactNode }) {
  const { t } = useTranslation(UNIFIED_SCHEDULE_NS);
  return (
    <MatchTile
      match={match}
      vsLabel={t('vs')}
      options={options}
      header={
        <div className="flex justify-between text-xs text-ink-muted">
          <span className="tabular-nums">
            {timeOf(match)} · {match.club?.acronym ?? match.club?.name}
          </span>
          <span className="truncate pl-2">{match.eventName}</span>
        </div>
      }
    />
  );
}
