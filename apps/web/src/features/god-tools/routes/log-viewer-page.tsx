import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { LOG_LEVELS, type TLogEntryField, type TLogEntryRow } from '@tennis/contracts';
import { formatDate } from '../../../lib/format';
import { CutText } from '../components/cut-text';
import { LogCard } from '../components/log-card';
import { LogLevel } from '../components/log-level';
import { LogListPage } from '../components/log-list-page';
import { GOD_TOOLS_NS } from '../i18n';

const column = createColumnHelper<TLogEntryRow>();

/** /log-viewer/logs: the server's own log, read from its daily files, newest first. */
export function LogViewerPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const text = (row: TLogEntryRow, field: TLogEntryField) => (
    <CutText
      value={row[field]}
      title={t(`logViewer.${field}`)}
      wholeTextPath={`/api/log-viewer/logs/${row.day}/${row.line}/text?field=${field}`}
    />
  );
  // To the second: a log's lines are often minutes apart or less.
  const time = (row: TLogEntryRow) => (row.createdAt ? `${formatDate(row.createdAt)} ${row.createdAt.slice(11)}` : '—');
  const columns = [
    column.accessor('createdAt', { header: t('logViewer.time'), cell: (info) => time(info.row.original) }),
    column.accessor('level', {
      header: t('logViewer.level'),
      enableSorting: false,
      cell: (info) => <LogLevel level={info.getValue()} />,
    }),
    column.display({
      id: 'message',
      header: t('logViewer.message'),
      cell: (info) => text(info.row.original, 'message'),
    }),
    column.display({ id: 'error', header: t('logViewer.error'), cell: (info) => text(info.row.original, 'error') }),
    column.display({
      id: 'context',
      header: t('logViewer.context'),
      cell: (info) => text(info.row.original, 'context'),
    }),
  ];
  return (
    <LogListPage<TLogEntryRow>
      title={t('logViewer.title')}
      intro={t('logViewer.intro')}
      endpoint="/api/log-viewer/logs"
      filters={[
        {
          name: 'level',
          label: t('logViewer.level'),
          options: LOG_LEVELS.map((level) => ({ value: level, label: t(`logViewer.levels.${level}`) })),
        },
        { name: 'text', label: t('logViewer.text') },
      ]}
      sortable={[]}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={t('logViewer.empty')}
      renderCard={(row) => (
        <LogCard
          meta={time(row)}
          heading={<LogLevel level={row.level} />}
          fields={[
            { label: t('logViewer.message'), value: text(row, 'message') },
            ...(row.error ? [{ label: t('logViewer.error'), value: text(row, 'error') }] : []),
            ...(row.context ? [{ label: t('logViewer.context'), value: text(row, 'context') }] : []),
          ]}
        />
      )}
    />
  );
}
