import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { TFieldMeta } from '@tennis/contracts';
import { PhoneField } from '../../phone-field/phone-field';
import { callingCodeFieldOf } from '../model/form-schema';
import type { FormValues } from '../model/form-values';

type PhoneControlProps = {
  field: TFieldMeta;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  label: ReactNode;
  error: string | undefined;
};

/** A phone number and its calling code, which the form keeps in a field of its own; one message serves both. */
export function PhoneControl({ field, register, errors, label, error }: PhoneControlProps) {
  const codeName = callingCodeFieldOf(field.name);
  const codeError = errors[codeName]?.message;
  const message = error ?? (typeof codeError === 'string' ? codeError : undefined);
  return (
    <PhoneField
      label={label}
      error={message}
      hint={field.help}
      codeProps={register(codeName)}
      inputProps={{
        placeholder: field.placeholder,
        maxLength: 15,
        'aria-required': field.required || undefined,
        ...register(field.name),
      }}
    />
  );
}
