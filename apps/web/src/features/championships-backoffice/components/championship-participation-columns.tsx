import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TBackofficeParticipation } from '@tennis/contracts';
import { formatAtrp } from '@tennis/domain';
import { formatDate } from '../../../lib/format';
import { ParticipationStateBadge, ParticipationStatusBadge } from './championship-badges';
import { PlayerLink } from '../../../components/player-link/player-link';

const column = createColumnHelper<TBackofficeParticipation>();

type Cells = {
  selectAll: () => ReactNode;
  select: (row: TBackofficeParticipation) => ReactNode;
  menu: (row: TBackofficeParticipation) => ReactNode;
};

/** The championship's participations table; every data column sorts on the server. */
export function championshipParticipationColumns(t: TFunction, { selectAll, select, menu }: Cells) {
  return [
    column.display({ id: 'select', header: selectAll, cell: ({ row }) => select(row.original) }),
    column.accessor((row) => row.player.displayName, {
      id: 'name',
      header: t('participations.columns.player'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="block">
          <PlayerLink
            id={row.original.player.id}
            name={row.original.player.displayName}
            className="block font-medium"
          />
          <span className="block text-xs text-ink-muted">
            {row.original.player.email ?? row.original.player.phone ?? ''}
          </span>
        </span>
      ),
    }),
    column.accessor('atrp', {
      header: t('participations.columns.atrp'),
      enableSorting: true,
      cell: ({ getValue }) => <span className="tabular-nums">{formatAtrp(getValue())}</span>,
    }),
    column.accessor('state', {
      header: t('participations.columns.state'),
      enableSorting: true,
      cell: ({ getValue }) => <ParticipationStateBadge state={getValue()} />,
    }),
    column.accessor('status', {
      header: t('participations.columns.status'),
      enableSorting: true,
      cell: ({ getValue }) => <ParticipationStatusBadge status={getValue()} />,
    }),
    column.accessor('paidAt', {
      header: t('participations.columns.paid'),
      enableSorting: true,
      cell: ({ getValue }) => {
        const paidAt = getValue();
        return paidAt ? (
          <span className="text-court-700 dark:text-court-300">{formatDate(paidAt)}</span>
        ) : (
          <span className="text-ink-muted">{t('participations.unpaid')}</span>
        );
      },
    }),
    column.accessor('points', {
      header: t('participations.columns.points'),
      enableSorting: true,
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    column.accessor('createdAt', {
      header: t('participations.columns.createdAt'),
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('participations.columns.actions')}</span>,
      cell: ({ row }) => menu(row.original),
    }),
  ];
}
