import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/card';
import { AuthLayout, linkClasses } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  // The server answers alike whether or not the email has an account, so the page does too: "check your mail".
  const [sent, setSent] = useState(false);

  return (
    <AuthLayout
      title={t('register.title')}
      intro={sent ? undefined : t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login()} className={linkClasses}>
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      {sent ? (
        <Alert tone="success" title={t('register.sentTitle')}>
          {t('register.sentText')}
        </Alert>
      ) : (
        <RegisterForm onSent={() => setSent(true)} />
      )}
    </AuthLayout>
  );
}
