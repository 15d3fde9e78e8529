import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';
import { devOnly } from './components/dev-only';

/** God mode's system tools (spec 1 §2, spec 3 §7): every page for the god user only. */
export const godToolsRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/sent-emails',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/sent-emails-page')).SentEmailsPage }),
  },
  {
    path: '/request-logs',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/request-logs-page')).RequestLogsPage }),
  },
  {
    path: '/revisions',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/revisions-page')).RevisionsPage }),
  },
  {
    path: '/authentication-logs',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/authentication-logs-page')).AuthenticationLogsPage }),
  },
  {
    path: '/jobs',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/jobs-page')).JobsPage }),
  },
  {
    path: '/failed-jobs',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/jobs-page')).FailedJobsPage }),
  },
  {
    path: '/log-viewer/logs',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/log-viewer-page')).LogViewerPage }),
  },
  {
    path: '/god/artisan-console',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/artisan-console-page')).ArtisanConsolePage }),
  },
  {
    path: '/god/artisan-console/:action',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/artisan-action-page')).ArtisanActionPage }),
  },
  {
    path: '/__code',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: (await import('./routes/code-page')).CodePage }),
  },
  {
    path: '/dev',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: devOnly((await import('./routes/dev-page')).DevPage) }),
  },
  {
    path: '/dev/blank',
    handle: { requirement: 'god' },
    lazy: async () => ({ Component: devOnly((await import('./routes/dev-page')).DevBlankPage) }),
  },
  {
    path: '/test/dashboard',
    handle: { requirement: 'god' },
    lazy: async () => ({
      Component: devOnly((await import('./routes/test-dashboard-page')).TestDashboardPage),
    }),
  },
];
