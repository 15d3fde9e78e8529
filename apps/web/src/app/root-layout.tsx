import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchPalette } from '../features/search/components/search-palette';
import { isDevLike, useAppConfig } from '../lib/app-config';
import { ContactBubble } from './shell/contact-bubble';
import { CookieBanner } from './shell/cookie-banner';
import { ErrorDialog } from './shell/error-dialog';
import { Footer } from './shell/footer';
import { Navbar } from './shell/navbar';
import { Popups } from './shell/popups';
import { SessionExpiredDialog } from './shell/session-expired-dialog';
import { useDarkMode } from './shell/theme';
import { useApiEvents } from './shell/use-api-events';
import { useDebugHotkey } from './shell/use-debug-hotkey';

/** A thin bar while the next page (or its code) loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-clay-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-clay-600 motion-reduce:animate-none" />
    </div>
  );
}

/** The shell around every page: navbar, page, footer, and the app-wide dialogs. */
export function RootLayout() {
  const config = useAppConfig();
  const devLike = isDevLike(config);
  useDarkMode();
  useApiEvents(devLike);
  useDebugHotkey(devLike);

  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <Navbar />
      <main id="main" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <ContactBubble />
      <Popups />
      <SearchPalette />
      <ErrorDialog />
      <SessionExpiredDialog />
      <ScrollRestoration />
    </div>
  );
}

/** What shows while the app config and the user are looked up on the first load. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-4 border-clay-200 border-t-clay-600 motion-reduce:animate-none" />
    </div>
  );
}
