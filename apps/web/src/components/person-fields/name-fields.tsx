import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/field';

type NameFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A person's name and surname, side by side from 640 px, each with its autofill hint. */
export function NameFields({ name, surname }: { name: NameFieldProps; surname: NameFieldProps }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={t('form.name')} autoComplete="given-name" {...name} />
      <TextField label={t('form.surname')} autoComplete="family-name" {...surname} />
    </div>
  );
}
