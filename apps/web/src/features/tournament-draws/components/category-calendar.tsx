import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw, TMatch } from '@tennis/contracts';
import { OpenedMatchOptions } from '../../../components/score-form/opened-match-options';
import { MatchRowButtons } from '../../../components/score-form/match-row-buttons';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { categoryMatches, courtOf, matchTitle, toCalendarEvents, unscheduledMatches } from '../model/calendar-events';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

const MatchCalendar = lazy(() => import('./match-calendar'));

/** Below Tailwind's sm breakpoint, where the spec's screens switch to tiles. */
const isPhone = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(max-width: 639px)').matches;

/**
 * The category's "Ημερολόγιο" tab: its scheduled matches on a calendar, and
 * below it the matches still without a date. A match opens the same options
 * dialog as the draw (score, schedule, comments), or shows it is read-only.
 */
export function CategoryCalendar({ draw }: { draw: TCategoryDraw }) {
  const { t, i18n } = useTranslation(TOURNAMENT_DRAWS_NS);
  const matches = useMemo(() => categoryMatches(draw), [draw]);
  const events = useMemo(() => toCalendarEvents(matches), [matches]);
  const undated = unscheduledMatches(matches);
  const options = useMatchOptions();
  const [compact] = useState(isPhone);
  const undatedHeading = useId();
  const open = (matchId: number) => {
    const match = matches.find((m) => m.id === matchId);
    if (match) options.open(match, 'menu');
  };
  return (
    <div className="space-y-4">
      {events.length === 0 && <p className="text-ink-muted">{t('calendar.empty')}</p>}
      <Card className="overflow-x-auto p-2 sm:p-4" aria-label={t('calendar.title')}>
        <Suspense fallback={<Skeleton className="h-[32rem] w-full" />}>
          <MatchCalendar events={events} compact={compact} language={i18n.language} onOpen={open} />
        </Suspense>
      </Card>
      {undated.length > 0 && (
        <Card aria-labelledby={undatedHeading}>
          <h2 id={undatedHeading} className="mb-2 text-lg font-semibold">
            {t('calendar.undated')}
          </h2>
          <ul className="divide-y divide-line text-sm">
            {undated.map((match) => (
              <UndatedMatch key={match.id} match={match} onOpen={options.open} />
            ))}
          </ul>
        </Card>
      )}
      <OpenedMatchOptions options={options} venues={draw.venues} />
    </div>
  );
}

function UndatedMatch({ match, onOpen }: { match: TMatch; onOpen: ReturnType<typeof useMatchOptions>['open'] }) {
  const court = courtOf(match);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        {matchTitle(match)}
        {court && <span className="text-ink-muted"> · {court}</span>}
        {match.scoreText && <span className="ms-2 tabular-nums">{match.scoreText}</span>}
      </span>
      <MatchRowButtons match={match} onOpen={onOpen} />
    </li>
  );
}
