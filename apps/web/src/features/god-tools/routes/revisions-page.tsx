import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TRevisionRow } from '@tennis/contracts';
import { formatDateTime } from '../../../lib/format';
import { CutText } from '../components/cut-text';
import { LogCard } from '../components/log-card';
import { LogListPage } from '../components/log-list-page';
import { GOD_TOOLS_NS } from '../i18n';

const column = createColumnHelper<TRevisionRow>();

/** /revisions: who changed which record, from what to what. */
export function RevisionsPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const values = (row: TRevisionRow, field: 'oldValues' | 'newValues') => (
    <CutText
      value={row[field]}
      title={t(`revisions.${field}`)}
      wholeTextPath={`/api/revisions/${row.id}/text?field=${field}`}
    />
  );
  const columns = [
    column.accessor('createdAt', { header: t('columns.createdAt'), cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor((row) => row.user?.name ?? '', { id: 'user', header: t('columns.user'), enableSorting: false }),
    column.accessor('entityType', { header: t('revisions.entityType') }),
    column.accessor('entityId', { header: t('revisions.entityId'), enableSorting: false }),
    column.accessor('action', { header: t('revisions.action') }),
    column.display({
      id: 'oldValues',
      header: t('revisions.oldValues'),
      cell: (info) => values(info.row.original, 'oldValues'),
    }),
    column.display({
      id: 'newValues',
      header: t('revisions.newValues'),
      cell: (info) => values(info.row.original, 'newValues'),
    }),
  ];
  return (
    <LogListPage<TRevisionRow>
      title={t('revisions.title')}
      intro={t('revisions.intro')}
      endpoint="/api/revisions"
      filters={[
        { name: 'entityType', label: t('revisions.entityType') },
        { name: 'entityId', label: t('revisions.entityId') },
        { name: 'action', label: t('revisions.action') },
        { name: 'user', label: t('columns.user') },
      ]}
      sortable={['entityType', 'action']}
      columns={columns}
      getRowId={(row) => String(row.id)}
      emptyText={t('revisions.empty')}
      renderCard={(row) => (
        <LogCard
          meta={`${formatDateTime(row.createdAt)} · ${row.user?.name ?? '—'}`}
          heading={`${row.entityType} #${row.entityId} · ${row.action}`}
          fields={[
            { label: t('revisions.oldValues'), value: values(row, 'oldValues') },
            { label: t('revisions.newValues'), value: values(row, 'newValues') },
          ]}
        />
      )}
    />
  );
}
