import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/card';
import { EmailField } from '../../../components/person-fields/email-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { reportFormError } from '../../../lib/form-errors';
import { requestPasswordReset } from '../api/auth-calls';
import { AuthLayout, linkClasses } from '../components/auth-layout';

/** An unknown email must read exactly like a known one, so nobody can probe for accounts. */
const isAboutTheEmail = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset({ ...values, botCheckToken: await botCheckToken(config, 'forgot_password') });
      setSent(true);
    } catch (error) {
      if (isAboutTheEmail(error)) setSent(true);
      else reportFormError(error, setError, ['email']);
    }
  });

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      intro={sent ? undefined : t('forgotPassword.intro')}
      footer={
        <Link to={paths.login()} className={linkClasses}>
          {t('forgotPassword.backToLogin')}
        </Link>
      }
    >
      {sent ? (
        <Alert tone="success" title={t('forgotPassword.sentTitle')}>
          {t('forgotPassword.sentText')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <EmailField error={errors.email?.message} {...register('email')} />
          <SubmitButton pending={isSubmitting} className="w-full">
            {t('forgotPassword.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
