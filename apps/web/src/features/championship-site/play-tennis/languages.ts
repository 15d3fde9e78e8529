/** The languages the visitors' guide is written in; Greek is the site's own and has the address without a suffix. */
export const GUIDE_LANGUAGES = ['el', 'en', 'fr', 'es', 'it'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];

/** Each language by its own name, as a reader of it looks for it in the switcher. */
export const LANGUAGE_NAMES: Record<GuideLanguage, string> = {
  el: 'Ελληνικά',
  en: 'English',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};
