import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TAuthenticationLogRow } from '@tennis/contracts';
import { formatDateTime } from '../../../lib/format';
import { LogCard } from '../components/log-card';
import { LogListPage } from '../components/log-list-page';
import { GOD_TOOLS_NS } from '../i18n';

const column = createColumnHelper<TAuthenticationLogRow>();
const EVENTS = ['login', 'logout', 'failed'] as const;

/** /authentication-logs: sign-ins, sign-outs and failed attempts. */
export function AuthenticationLogsPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const event = (value: string) => t(`authenticationLogs.events.${value}`, { defaultValue: value });
  const columns = [
    column.accessor('createdAt', { header: t('columns.createdAt'), cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('event', { header: t('authenticationLogs.event'), cell: (info) => event(info.getValue()) }),
    column.accessor('email', { header: t('authenticationLogs.email') }),
    column.accessor((row) => row.user?.name ?? '', { id: 'user', header: t('columns.user'), enableSorting: false }),
    column.accessor('ipAddress', { header: t('columns.ipAddress'), enableSorting: false }),
    column.accessor('userAgent', {
      header: t('columns.userAgent'),
      enableSorting: false,
      cell: (info) => <span className="line-clamp-2 max-w-xs break-all text-xs">{info.getValue()}</span>,
    }),
  ];
  return (
    <LogListPage<TAuthenticationLogRow>
      title={t('authenticationLogs.title')}
      intro={t('authenticationLogs.intro')}
      endpoint="/api/authentication-logs"
      filters={[
        {
          name: 'event',
          label: t('authenticationLogs.event'),
          options: EVENTS.map((e) => ({ value: e, label: event(e) })),
        },
        { name: 'email', label: t('authenticationLogs.email') },
        { name: 'user', label: t('columns.user') },
        { name: 'ipAddress', label: t('columns.ipAddress') },
      ]}
      sortable={['event', 'email']}
      columns={columns}
      getRowId={(row) => String(row.id)}
      emptyText={t('authenticationLogs.empty')}
      renderCard={(row) => (
        <LogCard
          meta={formatDateTime(row.createdAt)}
          heading={`${event(row.event)} · ${row.email ?? row.user?.name ?? '—'}`}
          fields={[{ label: t('columns.ipAddress'), value: row.ipAddress ?? '—' }]}
        />
      )}
    />
  );
}
