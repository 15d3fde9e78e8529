import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMessageResponse } from '@tennis/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { TestUploadAction } from '../components/test-upload-action';
import { notify } from '../../../lib/notify';
import { GOD_TOOLS_NS } from '../i18n';

type Tile = { id: string; action: ReactNode };

/**
 * /test/dashboard (spec 3 §7): each tile runs a real server test (a mail to
 * the mail log, a log line, an Excel file, a PDF, an exception, a backup, an
 * upload through the upload checks); SMS is disabled as the spec says.
 */
export function TestDashboardPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const call = useMutation({
    mutationFn: (path: string) => api.post<TMessageResponse>(path),
    onSuccess: (answer) => notify({ level: 'success', message: answer.message, lifespan: 'quick' }),
    onError: (failure) => reportFormError(failure),
  });
  const run = (path: string) => (
    <Button size="sm" variant="secondary" disabled={call.isPending} onClick={() => call.mutate(path)}>
      {t('testDashboard.run')}
    </Button>
  );
  const tiles: Tile[] = [
    { id: 'email', action: run('/api/dev/test-mail') },
    {
      id: 'sms',
      action: (
        <Button size="sm" variant="secondary" disabled>
          {t('testDashboard.disabled')}
        </Button>
      ),
    },
    {
      id: 'scheduler',
      action: (
        <ButtonLink size="sm" variant="secondary" to={paths.god.jobs()}>
          {t('testDashboard.open')}
        </ButtonLink>
      ),
    },
    { id: 'log', action: run('/api/dev/test-log') },
    {
      id: 'excel',
      action: (
        <a className="focus-ring text-sm font-semibold underline" href="/api/dev/test-excel" download>
          {t('testDashboard.download')}
        </a>
      ),
    },
    {
      id: 'pdf',
      action: (
        <a
          className="focus-ring text-sm font-semibold underline"
          href="/api/dev/test-pdf"
          target="_blank"
          rel="noopener"
        >
          {t('testDashboard.open')}
        </a>
      ),
    },
    { id: 'exception', action: run('/api/dev/test-exception') },
    {
      id: 'backup',
      action: (
        <ButtonLink size="sm" variant="secondary" to={paths.god.artisanAction('backup-run')}>
          {t('testDashboard.open')}
        </ButtonLink>
      ),
    },
    { id: 'upload', action: <TestUploadAction /> },
  ];
  return (
    <Page title={t('testDashboard.title')} intro={t('testDashboard.intro')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.id} className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-xs">
            <h2 className="font-semibold">{t(`testDashboard.tiles.${tile.id}.title`)}</h2>
            <p className="mt-1 flex-1 text-sm text-ink-muted">{t(`testDashboard.tiles.${tile.id}.text`)}</p>
            <div className="mt-3">{tile.action}</div>
          </li>
        ))}
      </ul>
    </Page>
  );
}
