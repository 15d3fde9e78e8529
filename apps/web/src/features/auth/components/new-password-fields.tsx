import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/field';

type PasswordFieldProps = ComponentProps<typeof PasswordField>;

/** A password being chosen: the browser may offer to generate one, and the hint says the rules it must meet. */
export function NewPasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  return <PasswordField autoComplete="new-password" hint={t('form.passwordHint')} {...props} />;
}

/** The new password typed again; says they differ while the user types, before the form is sent. */
export function PasswordConfirmationField({ error, mismatch, ...props }: PasswordFieldProps & { mismatch: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      autoComplete="new-password"
      error={error ?? (mismatch ? t('form.passwordMismatch') : undefined)}
      {...props}
    />
  );
}
