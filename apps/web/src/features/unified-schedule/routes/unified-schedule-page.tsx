import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { OpenedMatchOptions } from '../../../components/score-form/opened-match-options';
import { MatchRowButtons } from '../../../components/score-form/match-row-buttons';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { Page } from '../../../components/ui/page';
import { useUnifiedSchedule } from '../api/unified-schedule-api';
import { scheduleColumns } from '../components/schedule-columns';
import { ScheduleDayPicker } from '../components/schedule-day-picker';
import { ScheduleMatchCard } from '../components/schedule-match-card';
import { dateOfPick, pickOfDate } from '../model/quick-pick';
import { UNIFIED_SCHEDULE_NS } from '../i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /hosts/{hostSlug}/unified-schedule: one organiser's matches of a day, every kind together (spec 3 §2). */
export function UnifiedSchedulePage() {
  const { t } = useTranslation(UNIFIED_SCHEDULE_NS);
  const { hostSlug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && DAY.test(asked) ? asked : dateOfPick('today');
  const schedule = useUnifiedSchedule(hostSlug, date);
  const options = useMatchOptions();
  const data = schedule.data;
  const actions = data?.permissions.actions === true;
  const optionsButton = (match: TMatch) => <MatchRowButtons match={match} onOpen={options.open} />;

  return (
    <Page title={data ? `${t('title')} · ${data.host.name}` : t('title')}>
      <ScheduleDayPicker
        date={date}
        pick={pickOfDate(date)}
        onDateChange={(next) => setSearch(next ? { date: next } : {})}
        count={data?.matches.length}
      />
      <DataTable
        columns={scheduleColumns(t, actions ? optionsButton : null)}
        data={data?.matches ?? []}
        getRowId={(match) => String(match.id)}
        loading={schedule.isPending}
        emptyText={t('empty')}
        caption={t('title')}
        renderCard={(match) => <ScheduleMatchCard match={match} options={actions && optionsButton(match)} />}
      />
      <OpenedMatchOptions options={options} />
    </Page>
  );
}
