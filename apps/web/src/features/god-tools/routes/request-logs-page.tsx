import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TRequestLogRow } from '@tennis/contracts';
import { formatDateTime } from '../../../lib/format';
import { CutText } from '../components/cut-text';
import { LogCard } from '../components/log-card';
import { LogListPage } from '../components/log-list-page';
import { GOD_TOOLS_NS } from '../i18n';

const column = createColumnHelper<TRequestLogRow>();
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** /request-logs: the API's calls, who made them and what they answered. */
export function RequestLogsPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const params = (row: TRequestLogRow) => (
    <CutText value={row.params} title={t('requestLogs.params')} wholeTextPath={`/api/request-logs/${row.id}/text`} />
  );
  const columns = [
    column.accessor('createdAt', { header: t('columns.createdAt'), cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('method', { header: t('requestLogs.method'), enableSorting: false }),
    column.accessor('url', {
      header: t('requestLogs.url'),
      cell: (info) => <span className="break-all">{info.getValue()}</span>,
    }),
    column.accessor('statusCode', { header: t('requestLogs.statusCode') }),
    column.accessor('durationMs', { header: t('requestLogs.durationMs') }),
    column.accessor((row) => row.user?.name ?? '', { id: 'user', header: t('columns.user'), enableSorting: false }),
    column.accessor('ipAddress', { header: t('columns.ipAddress'), enableSorting: false }),
    column.display({ id: 'params', header: t('requestLogs.params'), cell: (info) => params(info.row.original) }),
  ];
  return (
    <LogListPage<TRequestLogRow>
      title={t('requestLogs.title')}
      intro={t('requestLogs.intro')}
      endpoint="/api/request-logs"
      filters={[
        { name: 'url', label: t('requestLogs.url') },
        { name: 'method', label: t('requestLogs.method'), options: METHODS.map((m) => ({ value: m, label: m })) },
        { name: 'statusCode', label: t('requestLogs.statusCode') },
        { name: 'user', label: t('columns.user') },
      ]}
      sortable={['url', 'statusCode', 'durationMs']}
      columns={columns}
      getRowId={(row) => String(row.id)}
      emptyText={t('requestLogs.empty')}
      renderCard={(row) => (
        <LogCard
          meta={formatDateTime(row.createdAt)}
          heading={`${row.method} ${row.url}`}
          fields={[
            { label: t('requestLogs.statusCode'), value: `${row.statusCode ?? '—'} · ${row.durationMs ?? '—'} ms` },
            { label: t('columns.user'), value: row.user?.name ?? '—' },
            { label: t('requestLogs.params'), value: params(row) },
          ]}
        />
      )}
    />
  );
}
