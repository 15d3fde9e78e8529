import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../ui/field';
import { inputClasses } from '../ui/input-classes';
import { cx } from '../ui/cx';
import { SHARED_UI_NS } from '../shared-ui-i18n';
import { EUROPEAN_CALLING_CODES, callingCodeLabel } from './calling-codes';

type PhoneFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Props of the dialling-code select (e.g. from react-hook-form's register). */
  codeProps: ComponentProps<'select'>;
  /** Props of the number input: digits only, without the code. */
  inputProps: ComponentProps<'input'>;
  className?: string;
};

/** A phone number: a European dialling code (Greece +30 first) and the digits. */
export function PhoneField({ label, error, hint, codeProps, inputProps, className }: PhoneFieldProps) {
  const { t, i18n } = useTranslation(SHARED_UI_NS);
  const inputId = useId();
  const options = useMemo(
    () =>
      EUROPEAN_CALLING_CODES.map((c) => ({ value: c.code, label: callingCodeLabel(c.region, c.code, i18n.language) })),
    [i18n.language],
  );
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="flex gap-2">
        {/* The wrapper sets the width: the shared input classes make a control full width. */}
        <div className="w-28 shrink-0 sm:w-36">
          <select aria-label={t('phone.callingCode')} className={inputClasses} {...codeProps}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
          className={cx(inputClasses, 'min-w-0 flex-1')}
          {...inputProps}
        />
      </div>
    </FieldShell>
  );
}
