import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { THallOfFame, THallOfFameChampion } from '@tennis/contracts';
import { paths } from '../../../config/paths';
import { stubBrowser } from '../../../test/browser';
import './i18n';
import { HallOfFamePage } from './hall-of-fame-page';
import { KnockoutsFinals2024Page } from './knockouts-finals-2024-page';

const champion = (values: Partial<THallOfFameChampion>): THallOfFameChampion => ({
  id: 1,
  source: 'backoffice',
  year: 2024,
  type: 'singles',
  gender: 0,
  league: 'open',
  championName: 'Αλέξανδρος Τζανετάκης',
  runnerUpName: 'Κυριάκος Σπυρόπουλος',
  thirdName: null,
  finalScore: '6-4 6-4',
  photoUrl: null,
  championship: null,
  ...values,
});

const FINALS_CHAMPION = champion({
  id: null,
  source: 'finals',
  year: 2026,
  championName: 'Ορέστης Παπαδημητρίου',
  finalScore: '6-0 6-1',
  championship: { slug: 'men-2025-2026', name: 'Πρωτάθλημα Ανδρών 2025–2026' },
});

const hallOfFame = (manage: boolean): THallOfFame => ({
  years: [
    { year: 2026, champions: [FINALS_CHAMPION] },
    { year: 2025, champions: [] },
    {
      year: 2024,
      champions: [
        champion({}),
        champion({
          id: 2,
          gender: 1,
          championName: 'Δήμητρα Μαυρομάτη',
          photoUrl: '/api/hall-of-fame/entries/2/photo?v=1',
        }),
      ],
    },
  ],
  permissions: { manage },
});

let answer: THallOfFame;
const requests: { method: string; url: string }[] = [];
beforeEach(() => {
  stubBrowser();
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url: String(input) });
      const body =
        init?.method === 'DELETE' ? { message: 'Η εγγραφή διαγράφηκε από το Hall of Fame' } : { data: answer };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.skin.listOfChampions(), element: <HallOfFamePage /> },
      { path: paths.skin.knockoutsFinals2024(), element: <KnockoutsFinals2024Page /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the Hall of Fame', () => {
  it('opens on the newest season, whose final champion links to the championship, and offers a guest no changes', async () => {
    answer = hallOfFame(false);
    renderAt(paths.skin.listOfChampions());
    expect(await screen.findByRole('heading', { name: 'Σεζόν 2025–2026' })).toBeTruthy();
    const card = screen.getByRole('article');
    expect(within(card).getByText('OPEN Ανδρών')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Ορέστης Παπαδημητρίου' })).toBeTruthy();
    expect(within(card).getByText('6-0 6-1')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Πρωτάθλημα Ανδρών 2025–2026' }).getAttribute('href')).toBe(
      '/championships/men-2025-2026',
    );
    expect(screen.getByRole('link', { name: '2026' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Προσθήκη πρωταθλητή' })).toBeNull();
  });

  it('shows the season ?year= names, and the empty state of a season without champions', async () => {
    answer = hallOfFame(false);
    renderAt(paths.skin.listOfChampions(2025));
    expect(await screen.findByText('Δεν έχουν καταχωρηθεί πρωταθλητές για τη σεζόν 2025.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '2024' }));
    expect(await screen.findByRole('heading', { name: 'Δήμητρα Μαυρομάτη' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Δήμητρα Μαυρομάτη, OPEN Γυναικών 2024' }).getAttribute('src')).toBe(
      '/api/hall-of-fame/entries/2/photo?v=1',
    );
  });

  it("gives the back office its entries' actions, none on a final's champion, and deletes after a confirmation", async () => {
    answer = hallOfFame(true);
    renderAt(paths.skin.listOfChampions());
    await screen.findByRole('heading', { name: 'Ορέστης Παπαδημητρίου' });
    expect(screen.getByRole('button', { name: 'Προσθήκη πρωταθλητή' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Επεξεργασία' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: '2024' }));
    const card = (await screen.findByRole('heading', { name: 'Αλέξανδρος Τζανετάκης' })).closest('article')!;
    expect(within(card).getByRole('button', { name: 'Επεξεργασία' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Διαγραφή' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('«Αλέξανδρος Τζανετάκης» (OPEN Ανδρών 2024)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Διαγραφή' }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'DELETE', url: '/api/hall-of-fame/entries/1' }));
  });
});

describe('the 2024 knockouts and finals page', () => {
  it("shows 2024's champions from the Hall of Fame and links to its season", async () => {
    answer = hallOfFame(true);
    renderAt(paths.skin.knockoutsFinals2024());
    expect(await screen.findByRole('heading', { name: 'Αλέξανδρος Τζανετάκης' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The page tells the season; changes are made in the Hall of Fame itself.
    expect(screen.queryByRole('button', { name: 'Επεξεργασία' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Όλοι οι πρωταθλητές στο Hall of Fame' }).getAttribute('href')).toBe(
      '/athens-tennis/list-of-champions?year=2024',
    );
  });

  it('says so when 2024 has no champions recorded', async () => {
    answer = { years: [{ year: 2024, champions: [] }], permissions: { manage: false } };
    renderAt(paths.skin.knockoutsFinals2024());
    expect(await screen.findByText('Οι πρωταθλητές του 2024 δεν έχουν καταχωρηθεί ακόμη.')).toBeTruthy();
  });
});
