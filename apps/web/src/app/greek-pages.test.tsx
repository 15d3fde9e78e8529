import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser, TTournamentListItem } from '@tennis/contracts';
import { currentQueryClient } from '../lib/query-client';
import { stubBrowser } from '../test/browser';
import { buildCategoryDraw, buildTournament } from '../test/tournaments';
import { buildUser } from '../test/users';
import { AppProvider } from './provider';
import { routes } from './router';

/**
 * The main pages rendered in Greek, as the app starts (no stored locale):
 * none may show a catalogue key or a text that exists only in the English catalogues.
 */
const SRC = join(import.meta.dirname, '..');
function catalogues(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return catalogues(path, name);
    return entry === name && dir.includes('i18n') ? [path] : [];
  });
}
function texts(tree: unknown): string[] {
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(texts);
  return typeof tree === 'string' ? [tree] : [];
}
const textsOf = (name: string) =>
  new Set(
    catalogues(join(SRC, 'components'), name)
      .concat(catalogues(join(SRC, 'features'), name), catalogues(join(SRC, 'lib'), name))
      .flatMap((path) => texts(JSON.parse(readFileSync(path, 'utf8')))),
  );
const greek = textsOf('el.json');
/** English texts with no Greek twin, long enough to be told apart from a name or a number in the page. */
const ENGLISH_ONLY = [...textsOf('en.json')]
  .map((text) => text.replace(/\{\{[^}]*\}\}.*$/, '').trim())
  .filter((text) => text.length >= 4 && /[a-z]{3}/.test(text) && ![...greek].some((el) => el.startsWith(text)));
/** A catalogue key as i18next shows a missing one: dotted words such as `tabs.calendar`. */
const RAW_KEY = /\b[a-z][a-zA-Z0-9]*(\.[a-zA-Z][\w-]*)+\b/g;

type Body = unknown;
let handlers: Record<string, () => Body>;

function serve(user: TCurrentUser | null, more: Record<string, () => Body> = {}) {
  handlers = {
    'GET /api/app-config': () => ({ skin: 'multi-host', appEnv: 'test', godUserId: 1, botCheckSiteKey: null }),
    'GET /api/user': () => ({ user, lifetime: 120 }),
    'GET /api/championships-menu': () => ({ data: [] }),
    'GET /api/self-transform-list': () => ({ data: [] }),
    ...more,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0]!;
      const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
      if (!handler) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
      return new Response(JSON.stringify(handler()), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

async function openAndRead(path: string, ready: () => Promise<unknown>): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await ready();
  // Every text a person reads or hears: the page's words and its labels.
  const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].map((node) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => node.getAttribute(name) ?? '').join(' '),
  );
  return [document.body.textContent ?? '', ...labels].join('\n');
}

function expectGreekOnly(text: string) {
  const keys = [...text.matchAll(RAW_KEY)].map((match) => match[0]).filter((word) => !/\.(gr|com)$/.test(word));
  expect(keys).toEqual([]);
  // E-mail addresses are data a page shows (the demo accounts), not words of its own: `user@demo.gr` is no English.
  const words = text.replace(/[\w.+-]+@[\w.-]+/g, ' ');
  expect(ENGLISH_ONLY.filter((english) => words.includes(english))).toEqual([]);
}

const listItem: TTournamentListItem = {
  id: 4,
  name: 'Τουρνουά Χριστουγέννων 2026',
  slug: 'tournoua-christougennon-2026',
  hostId: 1,
  hostSlug: 'athens-tennis',
  hostName: 'Athens Tennis',
  state: 'pending',
  participationsOpen: true,
  tournamentStart: '2026-12-12 09:00:00',
  tournamentEnd: '2026-12-20 21:00:00',
  participationsEnd: '2026-12-10 23:00:00',
  categoriesCount: 2,
  participationsCount: 10,
  firstCategoryCost: 25,
  freePlaces: 6,
  posterUrl: null,
  publicUrl: '/tournaments/athens-tennis/tournoua-christougennon-2026',
};

beforeEach(() => {
  stubBrowser();
  currentQueryClient().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Greek pages', () => {
  it('know what English-only looks like', () => {
    // The check must be able to fail: an English sentence of the catalogue is in the list, a Greek one is not.
    expect(ENGLISH_ONLY.length).toBeGreaterThan(100);
    expect(() => expectGreekOnly('Τουρνουά · tabs.calendar')).toThrow();
    expect(() => expectGreekOnly('Participations')).toThrow();
    expect(() => expectGreekOnly('Τουρνουά · player@demo.gr')).not.toThrow();
  });

  it('show the home page in Greek', async () => {
    serve(null);
    expectGreekOnly(await openAndRead('/', () => screen.findByRole('heading', { level: 1 })));
  });

  it('show the login page in Greek', async () => {
    serve(null);
    expectGreekOnly(await openAndRead('/login', () => screen.findByRole('heading', { level: 1, name: 'Σύνδεση' })));
  });

  it('show the upcoming tournaments in Greek', async () => {
    serve(null, { 'GET /api/tournaments/upcoming': () => ({ data: [listItem] }) });
    expectGreekOnly(await openAndRead('/tournaments/upcoming', () => screen.findByText(listItem.name)));
  });

  it('show a tournament’s public page in Greek', async () => {
    const tournament = buildTournament();
    serve(null, { [`GET /api/tournaments/athens-tennis/${tournament.slug}`]: () => ({ data: tournament }) });
    expectGreekOnly(
      await openAndRead(tournament.publicUrl, () => screen.findByRole('heading', { level: 1, name: tournament.name })),
    );
  });

  it('show the category screen of the back office in Greek', async () => {
    serve(buildUser({ role: 'admin' }), {
      'GET /api/tournaments/tournament-categories/11/draw': () => ({ data: buildCategoryDraw() }),
    });
    expectGreekOnly(
      await openAndRead('/backoffice/tournaments/4/categories/11', () =>
        waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ανδρών Μονό')),
      ),
    );
  });
});
