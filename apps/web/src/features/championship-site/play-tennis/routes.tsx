import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import type { PageHandle } from '../../../lib/page-requirement';
import type { GuideContent } from './content/guide-content';
import { guideHead } from './head';
import { GUIDE_LANGUAGES, type GuideLanguage } from './languages';

/** Each language's text is its own download: a reader of one never fetches the other four. */
const CONTENT: Record<GuideLanguage, () => Promise<{ content: GuideContent }>> = {
  el: () => import('./content/el'),
  en: () => import('./content/en'),
  fr: () => import('./content/fr'),
  es: () => import('./content/es'),
  it: () => import('./content/it'),
};

const guideRoute = (language: GuideLanguage): RouteObject & { handle: PageHandle } => ({
  path: paths.skin.playTennisInAthens(language),
  handle: { requirement: 'public', serverRendered: true, head: guideHead(language) },
  lazy: async () => {
    const [{ guidePageIn }, { content }] = await Promise.all([import('./play-tennis-page'), CONTENT[language]()]);
    return { Component: guidePageIn(language, content) };
  },
});

/** The short address shared on flyers and social posts, kept as a redirect (the server answers it with the 301). */
const ALIAS = '/play-tennis-in-athens';
const aliasHandle: PageHandle = { requirement: 'public', serverRendered: true };
const toGuide =
  (language: GuideLanguage) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${paths.skin.playTennisInAthens(language)}${new URL(request.url).search}`, 301);

/**
 * The guide at one address per language, and its alias. A language it is not
 * written in matches none of them: the not-found page, never another language.
 */
export const playTennisRoutes: (RouteObject & { handle: PageHandle })[] = [
  ...GUIDE_LANGUAGES.map(guideRoute),
  {
    path: ALIAS,
    handle: aliasHandle,
    // The redirects are the children's loaders (the route list's guard takes the loader of this one); they
    // draw nothing, as their loader always redirects.
    children: GUIDE_LANGUAGES.map((language) =>
      language === 'el'
        ? { index: true, handle: aliasHandle, loader: toGuide(language), element: null }
        : { path: language, handle: aliasHandle, loader: toGuide(language), element: null },
    ),
  },
];
