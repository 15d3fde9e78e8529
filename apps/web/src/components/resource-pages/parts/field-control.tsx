import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { TFieldMeta } from '@tennis/contracts';
import { CheckboxField, PasswordField, TextAreaField, TextField } from '../../ui/field';
import { NUMBER_DEFAULTS } from '../model/form-schema';
import type { FormValues } from '../model/form-values';
import { PhoneControl } from './phone-control';
import { SelectControl } from './select-control';

type FieldControlProps = {
  field: TFieldMeta;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  /** A field this reader may not change: its value as shown and why. It keeps the value it was loaded with. */
  readOnly?: { shown: string; reason: string };
};

const autoCompleteOf = (name: string): string | undefined =>
  ({ name: 'given-name', surname: 'family-name', email: 'email', address: 'street-address' })[name];

/** One control of a generic form, chosen by the field's type. */
export function FieldControl({ field, register, errors, readOnly }: FieldControlProps) {
  const error = errors[field.name]?.message;
  const label = (
    <>
      {field.label}
      {field.required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </>
  );
  const common = {
    label,
    error: typeof error === 'string' ? error : undefined,
    hint: field.help,
    placeholder: field.placeholder,
    'aria-required': field.required || undefined,
  };

  // Left unregistered: the form keeps the loaded value and sends it back unchanged.
  if (readOnly) return <TextField label={label} value={readOnly.shown} readOnly hint={readOnly.reason} />;

  switch (field.type) {
    case 'textarea':
      return <TextAreaField {...common} maxLength={field.maxLength} {...register(field.name)} />;
    case 'password':
      return <PasswordField {...common} autoComplete="new-password" {...register(field.name)} />;
    case 'boolean':
      return <CheckboxField label={field.label} error={common.error} {...register(field.name)} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="decimal"
          step={field.step ?? NUMBER_DEFAULTS.step}
          min={field.min ?? NUMBER_DEFAULTS.min}
          max={field.max}
          {...register(field.name)}
        />
      );
    case 'money':
      // Text, not type="number": the Greek decimal comma ("12,50") is what people type.
      return <TextField {...common} type="text" inputMode="decimal" placeholder="0,00" {...register(field.name)} />;
    case 'select':
      return <SelectControl field={field} register={register} label={label} error={common.error} />;
    case 'phone':
    case 'tel':
      return <PhoneControl field={field} register={register} errors={errors} label={label} error={common.error} />;
    case 'date':
      return <TextField {...common} type="date" {...register(field.name)} />;
    case 'datetime':
      // Quarter-hour steps (spec 1 §5).
      return <TextField {...common} type="datetime-local" step={900} {...register(field.name)} />;
    case 'email':
      return (
        <TextField
          {...common}
          type="email"
          autoComplete="email"
          maxLength={field.maxLength}
          {...register(field.name)}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type="text"
          autoComplete={autoCompleteOf(field.name)}
          maxLength={field.maxLength}
          {...register(field.name)}
        />
      );
  }
}
