import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TJobRow } from '@tennis/contracts';
import { formatDateTime } from '../../../lib/format';
import { CutText } from '../components/cut-text';
import { LogCard } from '../components/log-card';
import { LogListPage } from '../components/log-list-page';
import { GOD_TOOLS_NS } from '../i18n';

const column = createColumnHelper<TJobRow>();
const STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** /jobs and /failed-jobs: the job runner's own table, every job or the failed ones with their exception. */
function JobsList({ failed }: { failed: boolean }) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const state = (value: string) => t(`jobs.states.${value}`, { defaultValue: value });
  const outputLabel = failed ? t('jobs.exception') : t('jobs.output');
  const text = (row: TJobRow, field: 'data' | 'output') => (
    <CutText
      value={row[field]}
      title={field === 'data' ? t('jobs.data') : outputLabel}
      wholeTextPath={`/api/jobs/${row.id}/text?field=${field}`}
    />
  );
  const columns = [
    column.accessor('createdAt', { header: t('columns.createdAt'), cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('name', { header: t('jobs.name') }),
    column.accessor('state', { header: t('jobs.state'), cell: (info) => state(info.getValue()) }),
    column.accessor('retryCount', { header: t('jobs.retryCount'), enableSorting: false }),
    column.accessor('completedAt', {
      header: t('jobs.completedAt'),
      cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : '—'),
    }),
    column.display({ id: 'data', header: t('jobs.data'), cell: (info) => text(info.row.original, 'data') }),
    column.display({ id: 'output', header: outputLabel, cell: (info) => text(info.row.original, 'output') }),
  ];
  return (
    <LogListPage<TJobRow>
      title={failed ? t('jobs.failedTitle') : t('jobs.title')}
      intro={failed ? t('jobs.failedIntro') : t('jobs.intro')}
      endpoint={failed ? '/api/failed-jobs' : '/api/jobs'}
      filters={[
        { name: 'name', label: t('jobs.name') },
        ...(failed
          ? []
          : [{ name: 'state', label: t('jobs.state'), options: STATES.map((s) => ({ value: s, label: state(s) })) }]),
      ]}
      sortable={['name', 'state', 'completedAt']}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={failed ? t('jobs.failedEmpty') : t('jobs.empty')}
      renderCard={(row) => (
        <LogCard
          meta={formatDateTime(row.createdAt)}
          heading={`${row.name} · ${state(row.state)}`}
          fields={[
            { label: t('jobs.data'), value: text(row, 'data') },
            { label: outputLabel, value: text(row, 'output') },
          ]}
        />
      )}
    />
  );
}

export const JobsPage = () => <JobsList failed={false} />;
export const FailedJobsPage = () => <JobsList failed />;
