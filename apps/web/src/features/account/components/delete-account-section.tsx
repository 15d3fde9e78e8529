import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAccountDeletion } from '../api/use-account-deletion';

/**
 * Delete the account behind two confirmations: a warning that it cannot be
 * undone, then an explicit acknowledgement (spec 1 §2.6).
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { step, setStep, understood, setUnderstood, deleting, close, confirmDeletion } = useAccountDeletion();

  return (
    <>
      <section aria-labelledby="delete-heading" className="rounded-card border border-danger/40 p-4 sm:p-5">
        <h2 id="delete-heading" className="font-semibold text-danger">
          {t('settings.account.deleteTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('settings.account.deleteText')}</p>
        <Button variant="danger" className="mt-4" onClick={() => setStep('warn')}>
          {t('settings.account.deleteButton')}
        </Button>
      </section>

      {/*
        One dialog for both steps: focus stays inside it from the warning to the acknowledgement,
        and returns to the delete button however the dialog ends.
      */}
      <Modal
        open={step !== 'closed'}
        onClose={close}
        tone="danger"
        title={step === 'confirm' ? t('settings.account.confirmTitle') : t('settings.account.warnTitle')}
        actions={
          step === 'confirm' ? (
            <>
              <Button variant="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
              <SubmitButton
                type="button"
                variant="danger"
                pending={deleting}
                disabled={!understood}
                onClick={() => void confirmDeletion()}
              >
                {t('settings.account.confirmButton')}
              </SubmitButton>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close} autoFocus>
                {t('common.cancel')}
              </Button>
              <Button variant="danger" onClick={() => setStep('confirm')}>
                {t('common.continue')}
              </Button>
            </>
          )
        }
      >
        {step === 'confirm' ? (
          <>
            <p className="mb-4">{t('settings.account.confirmText')}</p>
            {/* The button that moved on is gone: the acknowledgement is the next thing to answer. */}
            <CheckboxField
              label={t('settings.account.understood')}
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
              autoFocus
            />
          </>
        ) : (
          <p>{t('settings.account.warnText')}</p>
        )}
      </Modal>
    </>
  );
}
