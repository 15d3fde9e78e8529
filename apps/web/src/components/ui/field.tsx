import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { inputClasses } from './input-classes';

type FieldShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** Label, control, hint and error, tied together for screen readers. */
export function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's id (its own or a generated one) and the ARIA that ties it to its error, or else its hint. */
function useControlAria(id: string | undefined, error: string | undefined, hint?: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined,
  } as const;
}

type TextFieldProps = ComponentProps<'input'> & { label: ReactNode; error?: string; hint?: ReactNode };

export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const control = useControlAria(id, error, hint);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} className={className}>
      <input {...control} className={inputClasses} {...props} />
    </FieldShell>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: ReactNode; error?: string; hint?: ReactNode };

export function TextAreaField({ label, error, hint, className, id, ...props }: TextAreaFieldProps) {
  const control = useControlAria(id, error, hint);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} className={className}>
      <textarea {...control} className={cx(inputClasses, 'min-h-32')} {...props} />
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: ReactNode; error?: string; hint?: ReactNode };

/** A select with its label; the options are its children. */
export function SelectField({ label, error, hint, className, id, children, ...props }: SelectFieldProps) {
  const control = useControlAria(id, error, hint);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} className={className}>
      <select {...control} className={inputClasses} {...props}>
        {children}
      </select>
    </FieldShell>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const control = useControlAria(id, error, hint);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input {...control} type={visible ? 'text' : 'password'} className={cx(inputClasses, 'pr-24')} {...props} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={control.id}
          aria-pressed={visible}
          className="focus-ring absolute inset-y-1 right-1 rounded-control px-3 text-xs font-semibold text-clay-700 hover:bg-surface-sunken dark:text-clay-300"
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      </div>
    </FieldShell>
  );
}

type CheckboxFieldProps = ComponentProps<'input'> & { label: ReactNode; error?: string };

export function CheckboxField({ label, error, className, id, ...props }: CheckboxFieldProps) {
  const control = useControlAria(id, error);
  return (
    <div className={cx('space-y-1', className)}>
      <div className="flex items-start gap-3">
        <input
          {...control}
          type="checkbox"
          className="focus-ring mt-0.5 size-5 shrink-0 rounded border-line accent-clay-600"
          {...props}
        />
        <label htmlFor={control.id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${control.id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
