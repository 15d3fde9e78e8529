import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { resendVerificationLink } from '../api/auth-calls';
import { AuthLayout } from '../components/auth-layout';

/** The "verification link sent" page, with a button to send it again. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [sending, setSending] = useState(false);
  // The emailed link comes back here with ?error=invalid|expired when it could not be used.
  const [search] = useSearchParams();
  const linkError = search.get('error') === 'expired' ? 'expired' : search.get('error') ? 'invalid' : null;

  if (user?.emailVerifiedAt) {
    return (
      <AuthLayout title={t('verifyEmail.title')}>
        <Alert tone="success">{t('verifyEmail.alreadyVerified')}</Alert>
        <ButtonLink to={paths.root()} className="mt-6 w-full">
          {t('verifyEmail.continue')}
        </ButtonLink>
      </AuthLayout>
    );
  }

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationLink();
      notify({ level: 'success', message: t('verifyEmail.sent') });
    } catch (error) {
      reportFormError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout title={t('verifyEmail.title')}>
      {linkError && (
        <Alert tone="danger" className="mb-6">
          {t(`verifyEmail.linkErrors.${linkError}`)}
        </Alert>
      )}
      <div className="space-y-4 text-sm">
        <p>
          <Trans
            i18nKey="verifyEmail.text"
            values={{ email: user?.email ?? '' }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        </p>
        <p className="text-ink-muted">{t('verifyEmail.notReceived')}</p>
      </div>
      <SubmitButton
        type="button"
        pending={sending}
        onClick={() => void resend()}
        className="mt-6 w-full"
        variant="secondary"
      >
        {t('verifyEmail.resend')}
      </SubmitButton>
    </AuthLayout>
  );
}
