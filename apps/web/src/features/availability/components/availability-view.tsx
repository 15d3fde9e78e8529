import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { athensToday } from '../../../lib/athens-today';
import { availabilityQuery } from '../api/availability-api';
import { AVAILABILITY_NS } from '../i18n';
import { describePeriod, fieldsOf, toCalendarEvents, visibleDays } from '../model/availability-times';
import { AvailabilityList } from './availability-list';
import { SetAvailabilityDialog, type AvailabilityDraft } from './set-availability-dialog';
import { UnsetAvailabilityDialog } from './unset-availability-dialog';

const AvailabilityCalendar = lazy(() => import('./availability-calendar'));

/** Below Tailwind's sm breakpoint, where the spec's screens switch to a phone layout. */
const isPhone = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(max-width: 639px)').matches;

type Props = { playerId: number; championshipId: number | null; mine: boolean };

/** A player's week: the calendar, and the same periods as a list (keyboard and screen readers reach them there). */
export function AvailabilityView({ playerId, championshipId, mine }: Props) {
  const { t, i18n } = useTranslation(AVAILABILITY_NS);
  const [days, setDays] = useState<{ from: string; to: string } | null>(null);
  const [compact] = useState(isPhone);
  const [draft, setDraft] = useState<AvailabilityDraft | null>(null);
  const [unsetting, setUnsetting] = useState<number | null>(null);
  const calendar = useQuery({ ...availabilityQuery(playerId, days), enabled: days !== null });
  const data = calendar.data?.data;
  const editable = data?.permissions.create ?? false;
  const events = useMemo(() => toCalendarEvents(data?.events ?? [], t('anyClub')), [data, t]);
  const when = (event: { start: string; end: string }) => describePeriod(event.start, event.end, i18n.language);
  // Not allowed or not there (401, 403, 404): the message alone, not an empty calendar under it.
  const refused = calendar.isError && !data;
  const unsetEvent = data?.events.find((event) => event.id === unsetting);
  const name = data?.player.displayName;
  const title = mine ? t('myTitle') : name ? t('title', { name }) : t('titlePlain');

  return (
    <Page
      title={title}
      intro={
        <div className="space-y-2">
          <p>{editable ? t('myIntro') : t('intro')}</p>
          {editable && compact && <p className="text-sm text-ink-muted">{t('phoneHint')}</p>}
          <Link
            to={paths.player(playerId)}
            className="focus-ring inline-block rounded-sm font-semibold text-clay-700 underline dark:text-clay-300"
          >
            {t('backToProfile')}
          </Link>
        </div>
      }
      actions={
        editable && (
          <Button onClick={() => setDraft({ day: athensToday(), start: '18:00', end: '20:00' })}>{t('add')}</Button>
        )
      }
    >
      <div className="space-y-4">
        {calendar.isError && <QueryError error={calendar.error} onRetry={calendar.refetch} />}
        {!refused && (
          <Card className="overflow-x-auto p-2 sm:p-4" aria-label={t('calendar')} aria-busy={calendar.isFetching}>
            <Suspense fallback={<Skeleton className="h-[40rem] w-full" />}>
              <AvailabilityCalendar
                events={events}
                compact={compact}
                language={i18n.language}
                editable={editable}
                onRange={(start, end) => {
                  const next = visibleDays(start, end);
                  // FullCalendar reports its dates again after every change of options: only a new range is news.
                  setDays((current) => (current?.from === next.from && current.to === next.to ? current : next));
                }}
                onSelect={(start, end) => setDraft(fieldsOf(start, end))}
                onEventClick={setUnsetting}
              />
            </Suspense>
          </Card>
        )}
        {!refused && <AvailabilityList data={data} describe={when} onUnset={setUnsetting} />}
      </div>
      {draft && (
        <SetAvailabilityDialog
          playerId={playerId}
          championshipId={championshipId}
          draft={draft}
          onClose={() => setDraft(null)}
        />
      )}
      {unsetEvent && (
        <UnsetAvailabilityDialog
          playerId={playerId}
          eventId={unsetEvent.id}
          when={when(unsetEvent)}
          onClose={() => setUnsetting(null)}
        />
      )}
    </Page>
  );
}
