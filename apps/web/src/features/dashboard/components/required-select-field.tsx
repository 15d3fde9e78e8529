import { useId, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { FieldShell, inputClasses } from '../../../components/ui/field';

export function RequiredSelectField({
  label,
  error,
  children,
  ...props
}: ComponentProps<'select'> & { label: string; error?: FieldError }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error?.message}>
      <select
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
