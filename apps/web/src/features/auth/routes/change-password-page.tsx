import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { currentQueryClient } from '../../../lib/query-client';
import { SESSION_KEY, useCurrentUser } from '../../../lib/session';
import { useMismatch } from '../../../lib/use-mismatch';
import { changePassword } from '../api/auth-calls';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordField, PasswordConfirmationField } from '../components/new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const forced = user?.forcePasswordChange ?? false;
  const { register, handleSubmit, setError, reset, control, formState } = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const mismatch = useMismatch(control, 'newPassword', 'newPasswordConfirmation');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      notify({ level: 'success', message: t('changePassword.done') });
      reset(EMPTY);
      await currentQueryClient().invalidateQueries({ queryKey: SESSION_KEY });
      if (forced) await navigate(paths.root(), { replace: true });
    } catch (error) {
      reportFormError(error, setError, ['currentPassword', 'newPassword', 'newPasswordConfirmation'], {
        refusalsAsNotice: true,
      });
    }
  });

  return (
    <AuthLayout title={t('changePassword.title')} intro={forced ? undefined : t('changePassword.intro')}>
      {forced && (
        <Alert tone="warning" className="mb-6">
          {t('guards.forcedPasswordChange')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          label={t('form.currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordField
          label={t('form.newPassword')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordConfirmationField
          label={t('form.newPasswordConfirmation')}
          mismatch={mismatch}
          error={errors.newPasswordConfirmation?.message}
          {...register('newPasswordConfirmation')}
        />
        <SubmitButton pending={isSubmitting} className="w-full">
          {t('changePassword.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
