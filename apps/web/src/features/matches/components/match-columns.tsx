import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TMatch } from '@tennis/contracts';
import { formatDateTime } from '../../../lib/format';
import { ACTIONS_COLUMN_ID } from '../../../components/data-table/pinned-cell';
import { sideScoreColumns } from '../../../components/match-list/side-score-columns';

const column = createColumnHelper<TMatch>();

/**
 * A match table: when, who, the score, where, and the row's score and options buttons last; with
 * `event`, which championship, tournament or friendly each match belongs to (the list of every match).
 */
export function matchColumns(
  t: TFunction,
  options: (match: TMatch) => ReactNode,
  event?: (match: TMatch) => ReactNode,
) {
  return [
    column.accessor('id', { header: t('list.id') }),
    column.accessor('scheduledAt', { header: t('list.date'), cell: (info) => formatDateTime(info.getValue()) }),
    ...(event
      ? [column.display({ id: 'event', header: t('all.event'), cell: (info) => event(info.row.original) })]
      : []),
    ...sideScoreColumns({ home: t('list.home'), score: t('list.score'), away: t('list.away') }),
    column.display({
      id: 'club',
      header: t('list.club'),
      cell: (info) => info.row.original.club?.acronym ?? info.row.original.club?.name ?? '',
    }),
    column.display({
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">{t('list.options')}</span>,
      cell: (info) => options(info.row.original),
    }),
  ];
}
