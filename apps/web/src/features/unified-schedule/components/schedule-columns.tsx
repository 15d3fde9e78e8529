import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TMatch } from '@tennis/contracts';
import { ACTIONS_COLUMN_ID } from '../../../components/data-table/pinned-cell';
import { sideScoreColumns } from '../../../components/match-list/side-score-columns';
import { timeOf } from './schedule-match-parts';

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
    ...sideScoreColumns({ home: t('home'), score: t('score'), away: t('away') }),
    ...(options
      ? [column.display({ id: ACTIONS_COLUMN_ID, header: t('actions'), cell: (info) => options(info.row.original) })]
      : []),
  ];
}
