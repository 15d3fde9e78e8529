import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessages } from './model/form-schema';
import { RESOURCES_NS } from './i18n';

/** The validation messages of the generic forms, in the reader's language; stable until it changes. */
export function useFormMessages(): FormMessages {
  const { t } = useTranslation(RESOURCES_NS);
  return useMemo<FormMessages>(
    () => ({
      required: t('validation.required'),
      invalidEmail: t('validation.invalidEmail'),
      invalidPhone: t('validation.invalidPhone'),
      invalidNumber: t('validation.invalidNumber'),
      invalidAmount: t('validation.invalidAmount'),
      invalidOption: t('validation.invalidOption'),
      min: (n) => t('validation.min', { n }),
      max: (n) => t('validation.max', { n }),
      step: (n) => t('validation.step', { n }),
      maxLength: (n) => t('validation.maxLength', { n }),
    }),
    [t],
  );
}
