import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** An e-mail address, with the phone keyboard and the autofill of one; a login form names it its username instead. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('form.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}
