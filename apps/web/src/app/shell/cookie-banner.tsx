import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES_WITHOUT_COOKIE_BANNER, paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { updatePreferences, usePreferences } from '../../lib/preferences-store';

/** Whether the banner is on screen: until the visitor acknowledges it, except on the pages it links to. */
export function useCookieBannerShown(): boolean {
  const { pathname } = useLocation();
  const { cookieConsent } = usePreferences();
  return cookieConsent !== true && !PAGES_WITHOUT_COOKIE_BANNER.includes(pathname);
}

/**
 * The site sets only the cookies it needs to work (session, XSRF-TOKEN,
 * preferences), so the banner informs and asks for an acknowledgement. It stays
 * off the pages it links to, so it never covers the text it points at.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  if (!useCookieBannerShown()) return null;

  return (
    <>
      {/* Room at the end of the page so the banner never hides the footer on a phone. */}
      <div aria-hidden="true" className="h-48 sm:hidden" />
      <section
        aria-label={t('cookieBanner.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface px-4 py-4 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] sm:inset-x-auto sm:bottom-4 sm:right-4 sm:max-w-md sm:rounded-card sm:border"
      >
        <p className="text-sm">
          {t('cookieBanner.text')}{' '}
          <Link to={paths.cookiesPolicy()} className="font-medium text-clay-700 underline dark:text-clay-300">
            {t('cookieBanner.more')}
          </Link>
        </p>
        <div className="mt-3 flex justify-end">
          <Button size="sm" onClick={() => updatePreferences({ cookieConsent: true })}>
            {t('cookieBanner.accept')}
          </Button>
        </div>
      </section>
    </>
  );
}
