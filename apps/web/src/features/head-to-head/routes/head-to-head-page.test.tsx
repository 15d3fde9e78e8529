import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { THeadToHead, THeadToHeadMeeting, THeadToHeadPlayer } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { HeadToHeadPage } from './head-to-head-page';

const P1: THeadToHeadPlayer = { id: 4, displayName: 'Γιώργος Παπαδόπουλος', profilePictureUrl: null, atrp: 3 };
const P2: THeadToHeadPlayer = { id: 9, displayName: 'Νίκος Αλεξίου', profilePictureUrl: null, atrp: null };
const side = (p: THeadToHeadPlayer) => ({ id: p.id, displayName: p.displayName });
const meeting = (id: number, overrides: Partial<THeadToHeadMeeting> = {}): THeadToHeadMeeting => ({
  id,
  kind: 'championship',
  eventName: 'Πρωτάθλημα 2026',
  tournamentPhase: 1024,
  winner: 0,
  home: side(P1),
  away: side(P2),
  score: '6-3 6-4',
  scheduledAt: '2026-05-01 19:00:00',
  surface: 'clay',
  outcome: 'played',
  counted: true,
  ...overrides,
});
const MET: THeadToHead = {
  player1: P1,
  player2: P2,
  h2h: { all: [2, 1, 67, 33], hard: [0, 1, 0, 100], clay: [2, 0, 100, 0], indoor: [0, 0, 0, 0] },
  lastMeeting: meeting(3, { outcome: 'walkover', counted: false, winner: 1, score: '', surface: 'hard' }),
  allMeetings: [
    meeting(3, { outcome: 'walkover', counted: false, winner: 1, score: '', surface: 'hard' }),
    meeting(2, { winner: 1, surface: 'hard', score: '3-6 2-6' }),
    meeting(1),
    meeting(0, { score: '6-3 1-0 ret.', outcome: 'retirement' }),
  ],
};

let answers: Record<string, unknown>;
let urls: string[];

beforeAll(stubBrowser);
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const path = new URL(url, 'http://localhost').pathname;
      return Promise.resolve(
        new Response(JSON.stringify(answers[path] ?? { message: 'missing' }), {
          status: path in answers ? 200 : 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(entry: string) {
  const router = createMemoryRouter([{ path: '/head-2-head', element: <HeadToHeadPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('HeadToHeadPage', () => {
  it('shows the wins, the surface bars, the last meeting and the history, walkovers marked', async () => {
    answers = { '/api/head-2-head': { data: MET } };
    renderPage('/head-2-head?player1Id=4&player2Id=9');
    expect(await screen.findByText('2–1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Χώμα: Γιώργος Παπαδόπουλος 100%, Νίκος Αλεξίου 0%' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Σύνολο: Γιώργος Παπαδόπουλος 67%, Νίκος Αλεξίου 33%' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Όλες οι αναμετρήσεις' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(4);
    expect(within(history).getByText('W/O (δεν μετράει)')).toBeTruthy();
    expect(within(history).getByText('Εγκατάλειψη')).toBeTruthy();
    expect(within(history).getAllByRole('link', { name: 'Νίκος Αλεξίου' })[0]?.getAttribute('href')).toBe('/players/9');
    expect(urls.some((u) => u.includes('/api/head-2-head?player1Id=4&player2Id=9'))).toBe(true);
  });

  it('says so when the two never met', async () => {
    answers = {
      '/api/head-2-head': {
        data: {
          ...MET,
          h2h: { all: [0, 0, 0, 0], hard: [0, 0, 0, 0], clay: [0, 0, 0, 0], indoor: [0, 0, 0, 0] },
          lastMeeting: null,
          allMeetings: [],
        },
      },
    };
    renderPage('/head-2-head?player1Id=4&player2Id=9');
    expect(await screen.findByText('Δε βρέθηκαν αναμετρήσεις ανάμεσα στους δύο επιλεγμένους αθλητές')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Τελευταία αναμέτρηση' })).toBeNull();
  });

  it('searches players from three characters and keeps the chosen pair in the URL', async () => {
    const user = userEvent.setup();
    answers = {
      '/api/players/4': { data: { ...P1, name: 'Γιώργος', surname: 'Παπαδόπουλος' } },
      '/api/global-search': {
        data: {
          players: [{ id: 9, title: 'Νίκος Αλεξίου', subtitle: null, url: '/players/9' }],
          tournaments: [],
          championships: [],
        },
      },
      '/api/head-2-head': { data: MET },
    };
    const router = renderPage('/head-2-head?player1Id=4');
    expect(await screen.findByText('Γιώργος Παπαδόπουλος')).toBeTruthy();
    const field = screen.getByRole('combobox', { name: 'Αθλητής 2' });
    await user.type(field, 'Νι');
    expect(await screen.findByText('Πληκτρολογήστε τουλάχιστον 3 χαρακτήρες')).toBeTruthy();
    await user.type(field, 'κ');
    await user.click(await screen.findByRole('option', { name: /^Νίκος Αλεξίου/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?player1Id=4&player2Id=9'));
    expect(urls.filter((u) => u.includes('/api/global-search')).every((u) => u.includes('scope=players'))).toBe(true);
    expect(urls.some((u) => u.includes('q=%CE%9D%CE%B9&'))).toBe(false);
    expect(await screen.findByText('2–1')).toBeTruthy();
  });

  it("shows the server's message when a player of the URL does not exist", async () => {
    answers = {};
    renderPage('/head-2-head?player1Id=4&player2Id=9');
    expect((await screen.findByRole('alert')).textContent).toContain('missing');
  });
});
