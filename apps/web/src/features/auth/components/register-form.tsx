import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ZRegisterRequest, type TRegisterRequest } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { EmailField } from '../../../components/person-fields/email-field';
import { NameFields } from '../../../components/person-fields/name-fields';
import { CheckboxField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { reportFormError } from '../../../lib/form-errors';
import { useMismatch } from '../../../lib/use-mismatch';
import { register as registerAccount } from '../api/auth-calls';
import { linkClasses } from './auth-layout';
import { NewPasswordField, PasswordConfirmationField } from './new-password-fields';

const FIELDS = ['name', 'surname', 'email', 'password', 'passwordConfirmation', 'termsAccepted'] as const;

/** The acceptance of the terms and the privacy policy, each a link that opens in a new tab. */
function TermsLabel() {
  return (
    <Trans
      i18nKey="register.terms"
      components={{
        terms: <Link to={paths.terms()} target="_blank" className={linkClasses} />,
        privacy: <Link to={paths.privacyPolicy()} target="_blank" className={linkClasses} />,
      }}
    />
  );
}

/** The registration form; `onSent` once the server has taken it. */
export function RegisterForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { register, handleSubmit, setError, control, formState } = useForm<TRegisterRequest>({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: { name: '', surname: '', email: '', password: '', passwordConfirmation: '', termsAccepted: false },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const mismatch = useMismatch(control, 'password', 'passwordConfirmation');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount({ ...values, botCheckToken: await botCheckToken(config, 'register') });
      onSent();
    } catch (error) {
      reportFormError(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NameFields
        name={{ error: errors.name?.message, ...register('name') }}
        surname={{ error: errors.surname?.message, ...register('surname') }}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordField label={t('form.password')} error={errors.password?.message} {...register('password')} />
      <PasswordConfirmationField
        label={t('form.passwordConfirmation')}
        mismatch={mismatch}
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <CheckboxField label={<TermsLabel />} error={errors.termsAccepted?.message} {...register('termsAccepted')} />
      <SubmitButton pending={isSubmitting} className="w-full">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
