import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TMatch } from '@tennis/contracts';
import { ScheduleSide, timeOf } from './schedule-match-parts';

const column = createColumnHelper<TMatch>();

/** The day's table: time, club, event, the sides and score, and the options column only when given. */
export function scheduleColumns(t: TFunction, options: ((match: TMatch) => ReactNode) | null) {
  return [
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
    column.display({
      id: 'home',
      header: t('home'),
      cell: (info) => <ScheduleSide match={info.row.original} which="home" />,
    }),
    column.accessor('scoreText', {
      header: t('score'),
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.display({
      id: 'away',
      header: t('away'),
      cell: (info) => <ScheduleSide match={info.row.original} which="away" />,
    }),
    ...(options
      ? [column.display({ id: 'actions', header: t('actions'), cell: (info) => options(info.row.original) })]
      : []),
  ];
}
