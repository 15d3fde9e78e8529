import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZResetPasswordRequest, type TResetPasswordRequest } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/card';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useMismatch } from '../../../lib/use-mismatch';
import { resetPassword } from '../api/auth-calls';
import { AuthLayout, linkClasses } from '../components/auth-layout';
import { NewPasswordField, PasswordConfirmationField } from '../components/new-password-fields';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { register, handleSubmit, setError, control, formState } = useForm<TResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { token, password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const mismatch = useMismatch(control, 'password', 'passwordConfirmation');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      notify({ level: 'success', message: t('resetPassword.done') });
      await navigate(paths.login(), { replace: true });
    } catch (error) {
      reportFormError(error, setError, ['password', 'passwordConfirmation'], { refusalsAsNotice: true });
    }
  });

  const backToForgot = (
    <Link to={paths.forgotPassword()} className={linkClasses}>
      {t('resetPassword.requestNew')}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={t('resetPassword.title')} footer={backToForgot}>
        <Alert tone="danger">{t('resetPassword.invalidLink')}</Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetPassword.title')} intro={t('resetPassword.intro')} footer={backToForgot}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <NewPasswordField
          label={t('form.newPassword')}
          error={errors.password?.message ?? errors.token?.message}
          {...register('password')}
        />
        <PasswordConfirmationField
          label={t('form.newPasswordConfirmation')}
          mismatch={mismatch}
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
        <SubmitButton pending={isSubmitting} className="w-full">
          {t('resetPassword.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
