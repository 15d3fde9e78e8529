import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import el from './el.json';
import { getPreferences } from '../preferences-store';
import { currentScope } from '../render-scope';

const DEFAULT_LOCALE = 'el';
const FALLBACK_LOCALE = 'en';
/** The locales of the whole app; fr, es and it exist on marketing pages only. */
export type AppLocale = 'el' | 'en';

/**
 * The app's translator, holding every catalogue. Texts are registered here;
 * a render translates with `currentI18n()`, which on the server is a copy per
 * request sharing these catalogues but with the visitor's own language.
 */
export const i18n = i18next.createInstance();

export function currentI18n(): typeof i18n {
  const scope = currentScope();
  scope.i18n ??= i18n;
  return scope.i18n;
}

function initialLocale(): AppLocale {
  const locale = getPreferences().locale;
  return locale === 'en' ? 'en' : DEFAULT_LOCALE;
}

// Registered before init, so the page's lang attribute follows the stored locale from the start.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

// Only the Greek catalogue comes with the first page; English downloads when it is chosen (loadLocale).
void i18n.use(initReactI18next).init({
  resources: { el: { translation: el } },
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: ['el', 'en', 'fr', 'es', 'it'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

const catalogueLoaders: Record<Exclude<AppLocale, 'el'>, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en.json'),
};

/** Switches to a locale once its catalogue is here, downloading it the first time. */
export async function loadLocale(locale: AppLocale): Promise<void> {
  if (locale !== DEFAULT_LOCALE && !i18n.hasResourceBundle(locale, 'translation')) {
    const { default: texts } = await catalogueLoaders[locale]();
    i18n.addResourceBundle(locale, 'translation', texts, true, true);
  }
  const translator = currentI18n();
  if (translator.language !== locale) await translator.changeLanguage(locale);
}

/** The visitor's stored locale, before the first page draws (Greek needs no download). */
export const loadInitialLocale = (): Promise<void> => loadLocale(initialLocale());

/**
 * The long texts of the legal and information pages live in their own
 * namespace, downloaded only when one of those pages opens.
 */
const legalLoaders: Record<AppLocale, () => Promise<{ default: Record<string, unknown> }>> = {
  el: () => import('./legal/el.json'),
  en: () => import('./legal/en.json'),
};

export async function loadLegalTexts(locale: string = currentI18n().language): Promise<void> {
  const lng: AppLocale = locale === 'en' ? 'en' : 'el';
  if (i18n.hasResourceBundle(lng, 'legal')) return;
  const { default: texts } = await legalLoaders[lng]();
  i18n.addResourceBundle(lng, 'legal', texts, true, true);
}
