import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { describeError } from '../lib/describe-error';
import { NotFoundPage } from './not-found-page';

/** A page that failed to load or draw: not found for 404s, else the message and a way to try again. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const { message, messageKey } = describeError(isRouteErrorResponse(error) ? error.statusText || null : error);
  return (
    <div role="alert" className="mx-auto flex max-w-form flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('errors.pageFailed')}</h1>
      <p className="mt-2 text-ink-muted">{message ?? t(messageKey ?? 'errors.unknown')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
