import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TMatch } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { useUnifiedSchedule } from '../api/unified-schedule-api';
import { QUICK_PICKS, dateOfPick, pickOfDate } from '../model/quick-pick';
import { UNIFIED_SCHEDULE_NS } from '../i18n';

const column = createColumnHelper<TMatch>();
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const timeOf = (match: TMatch) => match.scheduledAt?.slice(11, 16) ?? '';
const side = (match: TMatch, which: 'home' | 'away') => (
  <span className={cx(match.winner === (which === 'home' ? 0 : 1) && 'font-semibold')}>
    {match[which].displayName ?? '—'}
  </span>
);

/** /hosts/{hostSlug}/unified-schedule: one organiser's matches of a day, every kind together (spec 3 §2). */
export function UnifiedSchedulePage() {
  const { t } = useTranslation(UNIFIED_SCHEDULE_NS);
  const { hostSlug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && DAY.test(asked) ? asked : dateOfPick('today');
  const pick = pickOfDate(date);
  const schedule = useUnifiedSchedule(hostSlug, date);
  const [optionsOf, setOptionsOf] = useState<TMatch | null>(null);
  const dateId = useId();
  const data = schedule.data;
  const actions = data?.permissions.actions === true;
  const setDate = (next: string) => setSearch(next ? { date: next } : {});

  const optionsButton = (match: TMatch) =>
    match.permissions.manage ? (
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        aria-label={t('optionsOf', { id: match.id })}
        onClick={() => setOptionsOf(match)}
      >
        {t('options')}
      </button>
    ) : null;

  const columns = [
    column.display({
      id: 'time',
      header: t('time'),
      cell: (info) => <span className="tabular-nums">{timeOf(info.row.original)}</span>,
    }),
    column.display({
      id: 'club',
      header: t('club'),
      cell: (info) => info.row.original.club?.acronym ?? info.row.original.club?.name ?? '',
    }),
    column.accessor('eventName', { header: t('event'), cell: (info) => info.getValue() ?? '' }),
    column.display({ id: 'home', header: t('home'), cell: (info) => side(info.row.original, 'home') }),
    column.accessor('scoreText', {
      header: t('score'),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.display({ id: 'away', header: t('away'), cell: (info) => side(info.row.original, 'away') }),
    ...(actions
      ? [column.display({ id: 'actions', header: t('actions'), cell: (info) => optionsButton(info.row.original) })]
      : []),
  ];

  return (
    <Page title={data ? `${t('title')} · ${data.host.name}` : t('title')}>
      <Card className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label={t('date')} className="flex gap-2">
          {QUICK_PICKS.map((quick) => (
            <button
              key={quick}
              type="button"
              aria-pressed={pick === quick}
              className={buttonClasses(pick === quick ? 'primary' : 'secondary', 'md', 'flex-1 sm:flex-none')}
              onClick={() => setDate(dateOfPick(quick))}
            >
              {t(quick)}
            </button>
          ))}
        </div>
        <div className="flex items-end gap-3">
          <div className="space-y-1.5">
            <label htmlFor={dateId} className="block text-sm font-medium">
              {t('date')}
            </label>
            <input
              id={dateId}
              type="date"
              className={inputClasses}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <p className="min-h-11 whitespace-nowrap py-2 text-sm font-semibold text-ink-muted" aria-live="polite">
            {data ? t('count', { count: data.matches.length }) : ''}
          </p>
        </div>
      </Card>
      <DataTable
        columns={columns}
        data={data?.matches ?? []}
        getRowId={(match) => String(match.id)}
        loading={schedule.isPending}
        emptyText={t('empty')}
        caption={t('title')}
        renderCard={(match) => (
          <Card className="space-y-1 p-4 sm:p-4">
            <div className="flex justify-between text-xs text-ink-muted">
              <span className="tabular-nums">
                {timeOf(match)} · {match.club?.acronym ?? match.club?.name}
              </span>
              <span className="truncate pl-2">{match.eventName}</span>
            </div>
            <p>
              {side(match, 'home')} <span className="text-ink-muted">{t('vs')}</span> {side(match, 'away')}
            </p>
            <div className="flex items-center justify-between">
              <span className="font-medium tabular-nums">{match.scoreText}</span>
              {actions && optionsButton(match)}
            </div>
          </Card>
        )}
      />
      {optionsOf && <MatchOptionsDialog match={optionsOf} onClose={() => setOptionsOf(null)} />}
    </Page>
  );
}
