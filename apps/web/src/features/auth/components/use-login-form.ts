import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest, type TLoginRequest } from '@tennis/contracts';
import { useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { championshipMenuQuery } from '../../../lib/championship-menu';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { currentQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { login } from '../api/auth-calls';
import { loginTarget } from './login-target';

/**
 * The login form: signs in, welcomes, and goes where `loginTarget` says; a host's
 * user may be headed for the current men's championship, so the menu is loaded first.
 */
export function useLoginForm() {
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const token = await botCheckToken(config, 'login');
      const answer = await login({ ...values, redirectTo: requested ?? undefined, botCheckToken: token });
      setSession({ user: answer.user, lifetime: answer.lifetime });
      notify({ level: 'success', message: t('login.welcome'), lifespan: 'quick' });
      const championships = answer.user.host ? await currentQueryClient().fetchQuery(championshipMenuQuery) : [];
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
      reportFormError(error, form.setError, ['email', 'password']);
    }
  });

  return { form, onSubmit };
}
