import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TArtisanRunRow } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { formatDateTime } from '../../../lib/format';
import { logListQuery } from '../api/log-lists-api';
import { ArtisanActionForm } from '../components/artisan-action-form';
import { LogCard } from '../components/log-card';
import { GOD_TOOLS_NS } from '../i18n';
import { ARTISAN_FORMS } from '../model/artisan-actions';

const column = createColumnHelper<TArtisanRunRow>();
const RECENT = { page: 1, pageLength: 10, sort: 'createdAt', sortDir: 'desc' as const, filters: {} };

/** /god/artisan-console (spec 3 §7): the maintenance commands, each through its confirmation page, and the last runs. */
export function ArtisanConsolePage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const runs = useQuery(logListQuery<TArtisanRunRow>('/api/artisan-console/runs', RECENT));
  const title = (action: string) => t(`artisan.actions.${action}.title`, { defaultValue: action });
  const columns = [
    column.accessor('createdAt', {
      header: t('columns.createdAt'),
      enableSorting: false,
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor((row) => row.user?.name ?? '—', { id: 'user', header: t('columns.user'), enableSorting: false }),
    column.accessor('action', {
      header: t('artisan.confirmTitle'),
      enableSorting: false,
      cell: (info) => title(info.getValue()),
    }),
    column.accessor('params', { header: t('artisan.params'), enableSorting: false }),
    column.accessor((row) => row.changes.text, {
      id: 'changes',
      header: t('artisan.changes'),
      enableSorting: false,
      cell: (info) => <code className="line-clamp-3 max-w-md break-all text-xs">{info.getValue()}</code>,
    }),
  ];
  return (
    <Page title={t('artisan.title')} intro={t('artisan.intro')}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {ARTISAN_FORMS.map((form) => (
          <ArtisanActionForm key={form.action} form={form} />
        ))}
      </div>
      <h2 className="mb-3 mt-10 text-xl font-semibold">{t('artisan.runs')}</h2>
      {runs.isError ? (
        <QueryError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          data={runs.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          loading={runs.isPending}
          emptyText={t('artisan.runsEmpty')}
          caption={t('artisan.runs')}
          renderCard={(row) => (
            <LogCard
              meta={`${formatDateTime(row.createdAt)} · ${row.user?.name ?? '—'}`}
              heading={title(row.action)}
              fields={[
                { label: t('artisan.params'), value: row.params },
                { label: t('artisan.changes'), value: <code className="break-all text-xs">{row.changes.text}</code> },
              ]}
            />
          )}
        />
      )}
    </Page>
  );
}
