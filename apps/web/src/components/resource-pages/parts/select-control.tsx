import { useId, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFieldMeta } from '@tennis/contracts';
import { FieldShell } from '../../ui/field';
import { inputClasses } from '../../ui/input-classes';
import type { FormValues } from '../model/form-values';
import { RESOURCES_NS } from '../i18n';

type SelectControlProps = {
  field: TFieldMeta;
  register: UseFormRegister<FormValues>;
  label: ReactNode;
  error: string | undefined;
};

/** A select of the field's options, led by an empty "choose" option. */
export function SelectControl({ field, register, label, error }: SelectControlProps) {
  const { t } = useTranslation(RESOURCES_NS);
  const selectId = useId();
  return (
    <FieldShell id={selectId} label={label} error={error} hint={field.help}>
      <select
        id={selectId}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        aria-required={field.required || undefined}
        {...register(field.name)}
      >
        <option value="">{t('form.choose')}</option>
        {field.options?.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
