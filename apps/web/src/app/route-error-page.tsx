import { useEffect } from 'react';
import { isRouteErrorResponse, useHref, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { describeError } from '../lib/describe-error';
import { mayReloadForStaleChunk, reloadOnceForStaleChunk } from '../lib/stale-chunk';
import { NotFoundPage } from './not-found-page';
import { AppLoading } from './root-layout';

/**
 * A page that failed to load or draw: not found for 404s; the code of a page
 * gone with a release reloads the tab once; else a Greek message and a way to
 * try again.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  // The page the user was going to: the address bar may still show the one they left.
  const target = useHref(`${location.pathname}${location.search}${location.hash}`);
  const reloading = mayReloadForStaleChunk(error);
  useEffect(() => {
    if (reloading) reloadOnceForStaleChunk(error, target);
  }, [reloading, error, target]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (reloading) return <AppLoading />;
  // A route answer's status text ("Internal Server Error") is the server's English, not a message for the user.
  const { message } = describeError(isRouteErrorResponse(error) ? null : error);
  return (
    <div role="alert" className="mx-auto flex max-w-form flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('errors.pageFailed')}</h1>
      <p className="mt-2 text-ink-muted">{message ?? t('errors.pageFailedText')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
