import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentI18n } from '../lib/i18n';
import { currentQueryClient } from '../lib/query-client';
import { usePreferences } from '../lib/preferences-store';
import { loadToasts, useToastsWanted } from '../lib/toasts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function Notifications() {
  const { darkMode } = usePreferences();
  const { t } = useTranslation();
  const wanted = useToastsWanted();
  // A visitor who starts filling a form will likely be answered with a notice: get the toasts ready.
  useEffect(() => {
    if (wanted) return;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target.matches('input, select, textarea')) void loadToasts();
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [wanted]);
  // Mounted with the first notice (see toasts.ts).
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        containerAriaLabel={t('notify.region')}
        position="top-right"
        richColors
        closeButton
        theme={darkMode === undefined ? 'system' : darkMode ? 'dark' : 'light'}
      />
    </Suspense>
  );
}

/** Server cache, translations and notifications for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={currentQueryClient()}>
      <I18nextProvider i18n={currentI18n()}>
        {children}
        <Notifications />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
