import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest, type TLoginRequest } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { PasswordField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isDevLike, useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { championshipMenuQuery } from '../../../lib/championship-menu';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { login } from '../api/auth-calls';
import { AuthLayout, linkClasses } from '../components/auth-layout';
import { DevUserPicker } from '../components/dev-user-picker';
import { loginTarget } from '../components/login-target';

export function LoginPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requested = search.get('redirectTo');
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, setValue, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const token = await botCheckToken(config, 'login');
      const answer = await login({ ...values, redirectTo: requested ?? undefined, botCheckToken: token });
      setSession({ user: answer.user, lifetime: answer.lifetime });
      notify({ level: 'success', message: t('login.welcome'), lifespan: 'quick' });
      const championships = answer.user.host ? await queryClient.fetchQuery(championshipMenuQuery) : [];
      await navigate(
        loginTarget({
          user: answer.user,
          requested,
          serverRedirect: answer.redirectTo,
          championships,
          year: new Date().getFullYear(),
        }),
        { replace: true },
      );
    } catch (error) {
      reportFormError(error, setError, ['email', 'password']);
    }
  });

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
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
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
