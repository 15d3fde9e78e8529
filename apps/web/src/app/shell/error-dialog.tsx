import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useAppConfig } from '../../lib/app-config';
import { describeError } from '../../lib/describe-error';
import { closeErrorDialog, useErrorDialog } from '../../lib/error-dialog-store';

/**
 * The danger dialog every unexpected failure opens (spec 1 §8), titled "Κάτι
 * πήγε στραβά" and closed with OK only; in dev it lists the server's details.
 */
export function ErrorDialog() {
  const { t } = useTranslation();
  const { open, error } = useErrorDialog();
  const config = useAppConfig();
  const { message, messageKey, details } = describeError(error);
  const showDetails = config.appEnv === 'dev' && details;
  const trace = Array.isArray(details?.trace) ? details.trace.join('\n') : details?.trace;

  return (
    <Modal
      open={open}
      onClose={closeErrorDialog}
      tone="danger"
      role="alertdialog"
      title={t('errors.null')}
      actions={
        <Button variant="danger" onClick={closeErrorDialog} autoFocus>
          {t('common.ok')}
        </Button>
      }
    >
      <p className="whitespace-pre-line text-base">{message ?? t(messageKey ?? 'errors.unknown')}</p>
      {showDetails && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-control bg-surface-sunken p-3 font-mono text-xs">
          {details.status !== undefined && (
            <>
              <dt className="font-semibold">{t('errors.details.status')}</dt>
              <dd>{details.status}</dd>
            </>
          )}
          {details.exception && (
            <>
              <dt className="font-semibold">{t('errors.details.exception')}</dt>
              <dd className="break-all">{details.exception}</dd>
            </>
          )}
          {details.file && (
            <>
              <dt className="font-semibold">{t('errors.details.file')}</dt>
              <dd className="break-all">{details.file}</dd>
            </>
          )}
          {details.line !== undefined && (
            <>
              <dt className="font-semibold">{t('errors.details.line')}</dt>
              <dd>{details.line}</dd>
            </>
          )}
          {details.errorId && (
            <>
              <dt className="font-semibold">{t('errors.details.errorId')}</dt>
              <dd className="break-all">{details.errorId}</dd>
            </>
          )}
          {trace && (
            <>
              <dt className="col-span-2 font-semibold">{t('errors.details.trace')}</dt>
              <dd className="col-span-2 max-h-48 overflow-auto whitespace-pre">{trace}</dd>
            </>
          )}
        </dl>
      )}
    </Modal>
  );
}
