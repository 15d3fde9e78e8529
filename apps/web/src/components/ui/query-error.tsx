import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { Button } from './button';
import { Alert } from './card';

type Props = {
  /** The failed query's error. */
  error: unknown;
  /** Loads again (the query's `refetch`); omitted where trying again cannot help. */
  onRetry?: () => unknown;
  className?: string;
};

/** A refusal or a missing record answers the same way the next time: trying again cannot help. */
const isFinal = (error: unknown) => error instanceof ApiError && [401, 403, 404, 410].includes(error.status);

/**
 * What a page shows when its data did not load: a Greek title, the server's
 * message (never a raw status text or the browser's English) and, when it can
 * help, a button to try again. One component for every page's failed load.
 */
export function QueryError({ error, onRetry, className }: Props) {
  const { t } = useTranslation();
  const text = describeError(error).message ?? t('errors.pageFailedText');
  return (
    <Alert tone="danger" title={t('errors.loadFailed')} className={className}>
      <p>{text}</p>
      {onRetry && !isFinal(error) && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
