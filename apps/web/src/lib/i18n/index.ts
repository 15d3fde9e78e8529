import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import el from './el.json';
import { getPreferences } from '../preferences-store';
import { currentScope } from '../render-scope';

const DEFAULT_LOCALE = 'el';
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

type Catalogue = Record<string, unknown>;
type CatalogueLoader = () => Promise<{ default: Catalogue }>;

/**
 * The catalogues that download when first needed, by `language|namespace`:
 * every English one (a Greek page never fetches English), and the long texts
 * of the legal pages in both languages.
 */
const laterCatalogues = new Map<string, CatalogueLoader>([
  ['en|translation', () => import('./en.json')],
  ['el|legal', () => import('./legal/el.json')],
  ['en|legal', () => import('./legal/en.json')],
]);

/** i18next's way to fetch a catalogue it lacks: `useTranslation` waits (Suspense) while one downloads. */
const laterCataloguesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = laterCatalogues.get(`${language}|${namespace}`);
    // A language the app has no catalogue of (fr, es, it outside the marketing pages) reads as empty.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Only the Greek catalogue comes with the first page; the rest downloads when used (laterCatalogues). No fallback
// language: a Greek page never needs English, and the catalogue tests keep both languages' keys the same.
void i18n
  .use(laterCataloguesBackend)
  .use(initReactI18next)
  .init({
    resources: { el: { translation: el } },
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    fallbackLng: false,
    supportedLngs: ['el', 'en', 'fr', 'es', 'it'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });

/**
 * Registers a feature's texts when its code loads: the Greek catalogue comes
 * with the code, the English one downloads only when a page is read in
 * English (it starts at once if the visitor reads English now).
 */
export function registerTexts(namespace: string, greek: Catalogue, english: CatalogueLoader): void {
  i18n.addResourceBundle(DEFAULT_LOCALE, namespace, greek, true, true);
  laterCatalogues.set(`en|${namespace}`, english);
  void i18n.loadNamespaces(namespace);
}

/** Waits until every registered namespace is there in the language being drawn: a page's code waits for its texts. */
export const loadRegisteredTexts = (): Promise<void> =>
  currentI18n().loadNamespaces([
    ...new Set(
      [...laterCatalogues.keys()].map((key) => key.slice(key.indexOf('|') + 1)).filter((ns) => ns !== 'legal'),
    ),
  ]);

/** Switches to a locale once its catalogues are here, downloading them the first time. */
export async function loadLocale(locale: AppLocale): Promise<void> {
  const translator = currentI18n();
  if (translator.language !== locale) await translator.changeLanguage(locale);
  await loadRegisteredTexts();
}

/** The visitor's stored locale, before the first page draws (Greek needs no download). */
export const loadInitialLocale = (): Promise<void> => loadLocale(initialLocale());

/** The long texts of the legal and information pages: their own namespace, downloaded when one of them opens. */
export const loadLegalTexts = (): Promise<void> => currentI18n().loadNamespaces('legal');
