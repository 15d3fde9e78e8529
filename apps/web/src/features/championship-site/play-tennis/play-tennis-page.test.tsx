import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, createStaticHandler, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { isKnownPage } from '../../../entry-server';
import type { PageHeadText } from '../../../lib/page-requirement';
import { content as el } from './content/el';
import { content as en } from './content/en';
import { content as es } from './content/es';
import { content as fr } from './content/fr';
import { content as it_ } from './content/it';
import type { GuideContent } from './content/guide-content';
import { GUIDE_LANGUAGES, LANGUAGE_NAMES, type GuideLanguage } from './languages';
import { playTennisRoutes } from './routes';

const CONTENT: Record<GuideLanguage, GuideContent> = { el, en, fr, es, it: it_ };
const NOT_FOUND = 'not found';
const routes: RouteObject[] = [...playTennisRoutes, { path: '*', element: <p>{NOT_FOUND}</p> }];

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const guideOf = async (language: GuideLanguage) => {
  const heading = await screen.findByRole('heading', { level: 1, name: CONTENT[language].hero.title });
  return heading.closest('article')!;
};

afterEach(cleanup);

describe('the visitors’ guide', () => {
  it.each(GUIDE_LANGUAGES)('is written in %s at its own address, with 7 questions and 9 clubs', async (language) => {
    open(paths.skin.playTennisInAthens(language));
    const article = await guideOf(language);
    expect(article.getAttribute('lang')).toBe(language);
    // The tab title is set after the page draws (an effect): waited for, as a slow machine may be behind.
    const { title } = playTennisRoutes.find((r) => r.path === paths.skin.playTennisInAthens(language))!.handle
      .head as PageHeadText;
    await waitFor(() => expect(document.title).toBe(title));

    const faq = within(screen.getByRole('region', { name: CONTENT[language].faq.title }));
    const questions = faq.getAllByRole('group');
    expect(questions).toHaveLength(7);
    expect(questions.every((question) => !(question as HTMLDetailsElement).open)).toBe(true);

    const clubs = within(screen.getByRole('region', { name: CONTENT[language].clubs.title })).getAllByRole('listitem');
    expect(clubs).toHaveLength(9);
    for (const club of clubs) {
      const map = within(club).getByRole('link', { name: new RegExp(CONTENT[language].clubs.map) });
      expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+/);
      expect(map.getAttribute('target')).toBe('_blank');
      expect(map.getAttribute('rel')).toContain('noopener');
    }
    const facilityPages = within(screen.getByRole('region', { name: CONTENT[language].clubs.title }))
      .getAllByRole('link', { name: new RegExp(CONTENT[language].clubs.facilityPage) })
      .map((link) => link.getAttribute('href'));
    expect(facilityPages).toEqual(
      (['taf', 'tenez', 'kavouri'] as const).map((slug) => paths.skin.partnerFacility(slug)),
    );
  });

  it('marks the Greek phrase of a guide in another language as Greek', async () => {
    open(paths.skin.playTennisInAthens('it'));
    await guideOf('it');
    const phrase = screen.getByText(it_.guide.sections.booking.phrase!.greek);
    expect(phrase.getAttribute('lang')).toBe('el');
    expect(phrase.closest('article')!.getAttribute('lang')).toBe('it');
  });

  it('opens an answer from its question', async () => {
    open(paths.skin.playTennisInAthens('en'));
    await guideOf('en');
    const [first] = en.faq.items;
    const question = screen.getByText(first.question).closest('details')!;
    await userEvent.click(screen.getByText(first.question));
    expect(question.open).toBe(true);
    expect(within(question).getByText(first.answer)).toBeTruthy();
  });

  it('switches language on the same page, marking the language being read', async () => {
    const router = open(paths.skin.playTennisInAthens('en'));
    await guideOf('en');
    const switcher = within(screen.getByRole('navigation', { name: en.languagesLabel }));
    for (const language of GUIDE_LANGUAGES) {
      const link = switcher.getByRole('link', { name: LANGUAGE_NAMES[language] });
      expect(link.getAttribute('href')).toBe(paths.skin.playTennisInAthens(language));
      expect(link.getAttribute('hreflang')).toBe(language);
      expect(link.getAttribute('lang')).toBe(language);
      expect(link.getAttribute('aria-current')).toBe(language === 'en' ? 'page' : null);
    }

    await userEvent.click(switcher.getByRole('link', { name: 'Français' }));
    const article = await guideOf('fr');
    expect(router.state.location.pathname).toBe('/athens-tennis/play-tennis-in-athens/fr');
    expect(article.getAttribute('lang')).toBe('fr');
    const current = within(screen.getByRole('navigation', { name: fr.languagesLabel })).getByRole('link', {
      current: 'page',
    });
    expect(current.textContent).toBe('Français');
  });

  it('is not a page in a language it is not written in', async () => {
    open('/athens-tennis/play-tennis-in-athens/de');
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    // In the app's own route table too, so the server answers 404.
    expect(isKnownPage('/athens-tennis/play-tennis-in-athens/de')).toBe(false);
    expect(isKnownPage('/play-tennis-in-athens/de')).toBe(false);
    for (const language of GUIDE_LANGUAGES) expect(isKnownPage(paths.skin.playTennisInAthens(language))).toBe(true);
  });
});

describe('the guide’s short address', () => {
  it.each([
    ['/play-tennis-in-athens', '/athens-tennis/play-tennis-in-athens'],
    ['/play-tennis-in-athens/es?utm_source=flyer', '/athens-tennis/play-tennis-in-athens/es?utm_source=flyer'],
  ])('answers %s with a permanent redirect to %s', async (from, to) => {
    const answer = await createStaticHandler(routes).query(new Request(`http://localhost${from}`));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get('Location')).toBe(to);
  });

  it('takes a reader who follows it in the app to the guide', async () => {
    const router = open('/play-tennis-in-athens/it');
    await guideOf('it');
    expect(router.state.location.pathname).toBe('/athens-tennis/play-tennis-in-athens/it');
  });
});

describe('the guide’s head', () => {
  it('gives each language its own title and description, and names every language’s address', () => {
    const heads = GUIDE_LANGUAGES.map(
      (language) =>
        playTennisRoutes.find((route) => route.path === paths.skin.playTennisInAthens(language))!.handle
          .head as PageHeadText,
    );
    expect(new Set(heads.map((head) => head.title)).size).toBe(5);
    expect(new Set(heads.map((head) => head.description)).size).toBe(5);
    expect(heads.map((head) => head.language)).toEqual([...GUIDE_LANGUAGES]);
    for (const head of heads) {
      expect(head.alternates).toEqual([
        { language: 'el', path: '/athens-tennis/play-tennis-in-athens' },
        { language: 'en', path: '/athens-tennis/play-tennis-in-athens/en' },
        { language: 'fr', path: '/athens-tennis/play-tennis-in-athens/fr' },
        { language: 'es', path: '/athens-tennis/play-tennis-in-athens/es' },
        { language: 'it', path: '/athens-tennis/play-tennis-in-athens/it' },
      ]);
    }
  });
});
