import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { GUIDE_LANGUAGES, LANGUAGE_NAMES, type GuideLanguage } from '../languages';

/**
 * The guide in its other languages: plain links (they work before the code
 * loads, and search engines follow them), each named in its own language.
 */
export function LanguageSwitcher({ current, label }: { current: GuideLanguage; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {GUIDE_LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={paths.skin.playTennisInAthens(language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
              className="focus-ring inline-flex min-h-11 items-center rounded-pill border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-sunken aria-[current=page]:border-clay-600 aria-[current=page]:bg-clay-600 aria-[current=page]:text-white"
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
