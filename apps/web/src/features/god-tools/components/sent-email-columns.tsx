import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TSentEmailRow } from '@tennis/contracts';
import { formatDateTime } from '../../../lib/format';

const column = createColumnHelper<TSentEmailRow>();

/** The sent-emails table's columns; the status cell and the row's buttons come from the page. */
export function sentEmailColumns(
  t: TFunction,
  status: (row: TSentEmailRow) => ReactNode,
  actions: (row: TSentEmailRow) => ReactNode,
) {
  return [
    column.accessor('createdAt', { header: t('columns.createdAt'), cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('subject', {
      header: t('sentEmails.subject'),
      cell: (info) => (
        <>
          <span className="font-medium">{info.getValue()}</span>
          {info.row.original.resentFromId && (
            <span className="block text-xs text-ink-muted">
              {t('sentEmails.resentFrom', { id: info.row.original.resentFromId })}
            </span>
          )}
        </>
      ),
    }),
    column.accessor((row) => row.recipients.join(', '), {
      id: 'recipients',
      header: t('sentEmails.recipients'),
      enableSorting: false,
    }),
    column.accessor('template', { header: t('sentEmails.template') }),
    column.accessor('preview', {
      header: t('sentEmails.preview'),
      enableSorting: false,
      cell: (info) => <span className="line-clamp-2 max-w-sm text-xs">{info.getValue()}</span>,
    }),
    column.display({ id: 'status', header: t('sentEmails.sentAt'), cell: (info) => status(info.row.original) }),
    column.display({ id: 'actions', header: '', cell: (info) => actions(info.row.original) }),
  ];
}
