import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCategoryLists, TTournament } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { buildDrawMatch, buildTournament, buildTournamentCategory, drawSide } from '../../../test/tournaments';
import '../../../lib/i18n';
import { TournamentLandingPage } from './landing-page';

const LANDING = '/api/tournaments/athens-tennis/tournoua-christougennon-2026';
let tournament: TTournament;
let lists: TCategoryLists[];

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const drawn = buildTournamentCategory({ id: 11, name: 'Ανδρών Απλό', initialized: true });
const open = buildTournamentCategory({ id: 12, name: 'Γυναικών Απλό', gender: 1, initialized: false });

const listsOf = (): TCategoryLists[] => [
  {
    id: 11,
    name: 'Ανδρών Απλό',
    type: 'singles',
    matchFormat: 'SET3-S:6/TB7',
    initialized: true,
    entries: [
      {
        participationId: 1,
        displayName: 'Μάριος Λεβέντης',
        players: [{ id: 31, displayName: 'Μάριος Λεβέντης' }],
        seed: 1,
        entryStatus: 'direct',
      },
      {
        participationId: 2,
        displayName: 'Στέλιος Γεωργίου',
        players: [{ id: 32, displayName: 'Στέλιος Γεωργίου' }],
        seed: null,
        entryStatus: 'WC',
      },
    ],
    results: [
      buildDrawMatch({
        id: 501,
        state: 'concluded',
        winner: 0,
        scoreText: '6-3 6-4',
        home: drawSide({ id: 31, displayName: 'Μάριος Λεβέντης' }),
        away: drawSide({ id: 32, displayName: 'Στέλιος Γεωργίου' }, 'WC'),
      }),
    ],
  },
  {
    id: 12,
    name: 'Γυναικών Απλό',
    type: 'singles',
    matchFormat: 'SET3-S:6/TB7-F:TB10',
    initialized: false,
    entries: [],
    results: [],
  },
];

beforeAll(stubBrowser);
beforeEach(() => {
  tournament = buildTournament({
    state: 'underway',
    contactPhones: '210 1234567, 6944000001 (Γιώργος)',
    tournamentCategories: [drawn, open],
    permissions: { backofficeView: false, update: false, godMode: false },
  });
  lists = listsOf();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url === LANDING) return json({ data: tournament });
      if (url === `${LANDING}/category-lists`) return json({ data: lists });
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLanding() {
  const router = createMemoryRouter(
    [{ path: '/tournaments/:hostSlug/:tournamentSlug', element: <TournamentLandingPage /> }],
    {
      initialEntries: ['/tournaments/athens-tennis/tournoua-christougennon-2026'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the tournament landing page', () => {
  it('links a drawn category to its draw and an undrawn one to its entry list', async () => {
    renderLanding();
    const categories = (await screen.findByRole('heading', { name: 'Κατηγορίες' })).parentElement!;
    expect(within(categories).getByRole('link', { name: 'Ανδρών Απλό' }).getAttribute('href')).toBe(
      '/tournaments/athens-tennis/tournoua-christougennon-2026/draws?categoryId=11',
    );
    expect(within(categories).getByRole('link', { name: 'Γυναικών Απλό' }).getAttribute('href')).toBe('#entries-12');
    await waitFor(() => expect(document.getElementById('entries-12')).not.toBeNull());
  });

  it('makes every phone number a tel: link, the organiser’s too', async () => {
    renderLanding();
    expect((await screen.findByRole('link', { name: 'Κλήση 210 1234567' })).getAttribute('href')).toBe(
      'tel:2101234567',
    );
    expect(screen.getByRole('link', { name: 'Κλήση 6944000001' }).getAttribute('href')).toBe('tel:6944000001');
    expect(screen.getByText('(Γιώργος)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Κλήση 2101234567' }).getAttribute('href')).toBe('tel:2101234567');
  });

  it('shows each entry list with seeds and entry statuses, the results, and the empty states', async () => {
    renderLanding();
    const men = (await screen.findByRole('heading', { level: 3, name: 'Ανδρών Απλό' })).closest(
      'section, div[id]',
    ) as HTMLElement;
    expect(men.id).toBe('entries-11');
    expect(within(men).getByText('2 συμμετοχές', { exact: false }).textContent).toBe('2 συμμετοχές · Ταμπλό');
    const entries = within(men)
      .getAllByRole('listitem')
      .slice(0, 2)
      .map((item) => item.textContent);
    expect(entries).toEqual(['1.Μάριος Λεβέντης[1] Κεφαλή σειράς 1', '2.Στέλιος Γεωργίου(WC)']);
    expect(within(men).getByText('6-3 6-4')).toBeTruthy();
    expect(within(men).getByText('2 στα 3 σετ με tie-break στο 6-6')).toBeTruthy();
    expect(within(men).getAllByText('(WC)')).toHaveLength(2);
    const women = document.getElementById('entries-12')!;
    expect(within(women).getByText('Δεν υπάρχουν ακόμη εγκεκριμένες συμμετοχές.')).toBeTruthy();
    // No draw yet: no results section to stay empty.
    expect(within(women).queryByText('Αποτελέσματα')).toBeNull();
  });

  it('links the order of play as a calendar feed', async () => {
    renderLanding();
    const feed = await screen.findByRole('link', { name: 'Πρόγραμμα στο ημερολόγιο' });
    expect(feed.getAttribute('href')).toBe('/api/calendar/tournaments/4/order-of-play.ics');
  });

  it('shares through the share sheet where there is one, else copies the link', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Κοινοποίηση' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Τουρνουά Χριστουγέννων 2026',
      url: `${window.location.origin}/tournaments/athens-tennis/tournoua-christougennon-2026`,
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Κοινοποίηση' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/tournaments/athens-tennis/tournoua-christougennon-2026`,
      ),
    );
  });
});
