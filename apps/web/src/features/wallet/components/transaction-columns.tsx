import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TWalletTransaction } from '@tennis/contracts';
import { ACTIONS_COLUMN_ID } from '../../../components/data-table/pinned-cell';
import { formatDateTime } from '../../../lib/format';
import { TransactionStatus } from './transaction-status';
import { signedAmount, TransactionNotes } from './transaction-parts';

const column = createColumnHelper<TWalletTransaction>();

/** The wallet's table: date, type, amount, running total, status, notes, agent, linked match, rollback. */
export function transactionColumns(t: TFunction, actions: (row: TWalletTransaction) => ReactNode) {
  return [
    column.accessor('createdAt', {
      header: t('columns.date'),
      cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
    }),
    column.accessor('type', { header: t('columns.type'), cell: (info) => t(`type.${info.getValue()}`) }),
    column.display({
      id: 'amount',
      header: t('columns.amount'),
      cell: (info) => (
        <span className="whitespace-nowrap font-semibold tabular-nums">{signedAmount(info.row.original)}</span>
      ),
    }),
    column.accessor('runningTotal', {
      header: t('columns.runningTotal'),
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (info) => <TransactionStatus status={info.getValue()} />,
    }),
    column.display({
      id: 'notes',
      header: t('columns.notes'),
      cell: (info) => <TransactionNotes transaction={info.row.original} />,
    }),
    column.accessor('agent', {
      header: t('columns.agent'),
      cell: (info) => {
        const agent = info.getValue();
        return agent ? `${agent.surname} ${agent.name}` : '—';
      },
    }),
    column.accessor('match', {
      header: t('columns.match'),
      cell: (info) => {
        const match = info.getValue();
        if (!match) return '—';
        return (
          <div className="min-w-28">
            <span className="font-medium">#{match.id}</span>
            <span className="block text-xs text-ink-muted">{match.label}</span>
          </div>
        );
      },
    }),
    column.display({
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">{t('columns.actions')}</span>,
      cell: (info) => actions(info.row.original),
    }),
  ];
}
