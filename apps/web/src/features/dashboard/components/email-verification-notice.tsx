import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/error-dialog-store';
import { notify } from '../../../lib/notify';
import { Card } from '../../../components/ui/card';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useResendVerification } from '../api/dashboard-api';
import { DASHBOARD_NS } from '../i18n';

/** The unverified-email gate, with a button that sends the link again. */
export function EmailVerificationNotice({ email }: { email: string }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify({ level: 'success', message: t('verifyEmail.sent'), lifespan: 'normal' }),
      onError: (error) => showError(error),
    });
  return (
    <Card className="border-l-4 border-l-ball-500">
      <h2 className="text-lg font-semibold">{t('verifyEmail.title')}</h2>
      <p className="mt-2 text-ink-muted">{t('verifyEmail.body', { email })}</p>
      <SubmitButton type="button" className="mt-4" pending={resend.isPending} onClick={send}>
        {t('verifyEmail.resend')}
      </SubmitButton>
    </Card>
  );
}
