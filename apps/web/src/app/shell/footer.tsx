import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { loadLocale, type AppLocale } from '../../lib/i18n';
import { updatePreferences } from '../../lib/preferences-store';

const LANGUAGES: { locale: AppLocale; label: string }[] = [
  { locale: 'el', label: 'Ελληνικά' },
  { locale: 'en', label: 'English' },
];

function LanguageSwitch() {
  const { t, i18n: instance } = useTranslation();
  const change = (locale: AppLocale) => {
    updatePreferences({ locale });
    void loadLocale(locale);
  };
  return (
    <div role="group" aria-label={t('footer.language')} className="flex gap-1">
      {LANGUAGES.map(({ locale, label }) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          onClick={() => change(locale)}
          aria-pressed={instance.language === locale}
          className="focus-ring rounded-control px-2 py-1 text-sm text-ink-muted hover:text-ink aria-pressed:font-semibold aria-pressed:text-ink"
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: paths.about(), label: t('footer.about') },
    { to: paths.contact(), label: t('footer.contact') },
    { to: paths.privacyPolicy(), label: t('footer.privacy') },
    { to: paths.terms(), label: t('footer.terms') },
    { to: paths.cookiesPolicy(), label: t('footer.cookies') },
  ];
  return (
    <footer className="mt-auto border-t border-line bg-surface">
      <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('footer.navigation')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-ink-muted hover:text-ink hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-4">
          <LanguageSwitch />
          <p className="text-sm text-ink-muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
