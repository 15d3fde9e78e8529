import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { EmailField } from '../../../components/person-fields/email-field';
import { PasswordField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isDevLike, useAppConfig } from '../../../lib/app-config';
import { AuthLayout, linkClasses } from '../components/auth-layout';
import { DevUserPicker } from '../components/dev-user-picker';
import { useLoginForm } from '../components/use-login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { form, onSubmit } = useLoginForm();
  const { register, setValue, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <AuthLayout
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.register()} className={linkClasses}>
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      {isDevLike(config) && (
        <DevUserPicker
          onPick={({ email, password }) => {
            setValue('email', email, { shouldValidate: true });
            setValue('password', password, { shouldValidate: true });
          }}
        />
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField autoComplete="username" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={t('form.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link to={paths.forgotPassword()} className={`${linkClasses} text-sm`}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        <SubmitButton pending={isSubmitting} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
