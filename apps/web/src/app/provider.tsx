import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { usePreferences } from '../lib/preferences-store';

function Notifications() {
  const { darkMode } = usePreferences();
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      theme={darkMode === undefined ? 'system' : darkMode ? 'dark' : 'light'}
    />
  );
}

/** Server cache, translations and notifications for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Notifications />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
