import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TDoublesTeam, TTournamentParticipationListResponse } from '@tennis/contracts';
import { CreateParticipationPage } from './create-participation-page';

const listing: TTournamentParticipationListResponse = {
  data: [],
  meta: { total: 0, page: 1, pageLength: 5, lastPage: 1 },
  tournament: {
    id: 4,
    name: 'Τουρνουά Χριστουγέννων 2026',
    hasRating: false,
    categories: [
      { id: 11, name: 'Ανδρών Απλό', type: 'singles', gender: 0 },
      { id: 12, name: 'Ανδρών Διπλό', type: 'doubles', gender: 0 },
      { id: 13, name: 'Μικτό Διπλό', type: 'doubles', gender: 2 },
    ],
  },
};
const PLAYERS = [
  { playerId: 70, displayName: 'Παύλος Αθανασίου', gender: 0, atrp: 3 },
  { playerId: 71, displayName: 'Παύλος Πετρόπουλος', gender: 0, atrp: 3.5 },
  { playerId: 72, displayName: 'Ελένη Παππά', gender: 1, atrp: 3 },
];
const TEAM: TDoublesTeam = {
  id: 9,
  name: null,
  gender: 0,
  player1Id: 70,
  player2Id: 71,
  player1: { id: 70, displayName: 'Παύλος Αθανασίου' },
  player2: { id: 71, displayName: 'Παύλος Πετρόπουλος' },
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let team: TDoublesTeam | null;
let created: { status: number; body: unknown };
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  calls = [];
  team = null;
  created = { status: 201, body: { message: 'Η συμμετοχή καταχωρήθηκε με επιτυχία', ids: [700] } };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/backoffice/tournaments/4/participations')) return json(listing);
      if (url.startsWith('/api/clients/search')) return json({ data: PLAYERS });
      if (url.startsWith('/api/doubles-teams/search')) return team ? json(team) : json({ message: 'Δε βρέθηκε' }, 404);
      if (url === '/api/tournaments/4/participations' && method === 'POST') return json(created.body, created.status);
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/backoffice/tournaments/:tournamentId/participations/create', element: <CreateParticipationPage /> },
      { path: '/backoffice/tournaments/:tournamentId/participations', element: <p>participations list</p> },
    ],
    { initialEntries: ['/backoffice/tournaments/4/participations/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// A player's option reads their name, then their ATRP.
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.type(await screen.findByLabelText(label), 'Παύλ');
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}
const posted = () => calls.find((c) => c.method === 'POST');

describe('the back-office add-participation screen', () => {
  it('enters a singles player in the chosen category and goes back to the list', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await pick(user, 'Αθλητής', 'Παύλος Αθανασίου');
    // Only the singles categories are offered for a singles entry.
    expect(screen.queryByLabelText('Ανδρών Διπλό')).toBeNull();
    await user.click(screen.getByLabelText('Ανδρών Απλό'));
    await user.click(screen.getByRole('button', { name: 'Καταχώρηση' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/tournaments/4/participations'));
    expect(posted()?.body).toEqual({ type: 'singles', tournamentCategoryIds: [11], atrp: null, playerId: 70 });
  });

  it('enters two players as their existing doubles team', async () => {
    const user = userEvent.setup();
    team = TEAM;
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Διπλό' }));
    await pick(user, 'Αθλητής 1', 'Παύλος Αθανασίου');
    await pick(user, 'Αθλητής 2', 'Παύλος Πετρόπουλος');
    expect(await screen.findByText('Υπάρχουσα ομάδα διπλών')).toBeTruthy();
    // Two men: the men's doubles, not the mixed (the server would refuse it).
    expect(screen.queryByLabelText('Μικτό Διπλό')).toBeNull();
    await user.click(screen.getByLabelText('Ανδρών Διπλό'));
    await user.click(screen.getByRole('button', { name: 'Καταχώρηση' }));
    await waitFor(() =>
      expect(posted()?.body).toEqual({ type: 'doubles', tournamentCategoryIds: [12], atrp: null, doublesTeamId: 9 }),
    );
  });

  it('sends the two players when they have no team yet', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Διπλό' }));
    await pick(user, 'Αθλητής 1', 'Παύλος Αθανασίου');
    await pick(user, 'Αθλητής 2', 'Ελένη Παππά');
    expect(await screen.findByText('Θα δημιουργηθεί νέα ομάδα διπλών')).toBeTruthy();
    // A man and a woman: the mixed, not the men's doubles.
    expect(screen.queryByLabelText('Ανδρών Διπλό')).toBeNull();
    await user.click(screen.getByLabelText('Μικτό Διπλό'));
    await user.click(screen.getByRole('button', { name: 'Καταχώρηση' }));
    await waitFor(() =>
      expect(posted()?.body).toEqual({
        type: 'doubles',
        tournamentCategoryIds: [13],
        atrp: null,
        player1Id: 70,
        player2Id: 72,
      }),
    );
  });

  it("shows the server's eligibility message under the categories and stays", async () => {
    const user = userEvent.setup();
    created = {
      status: 422,
      body: {
        message: 'x',
        errors: { tournamentCategoryIds: ['Η επιλεγμένη κατηγορία δεν αντιστοιχεί στο φύλο του αθλητή'] },
      },
    };
    const router = renderPage();
    await pick(user, 'Αθλητής', 'Παύλος Αθανασίου');
    await user.click(screen.getByLabelText('Ανδρών Απλό'));
    await user.click(screen.getByRole('button', { name: 'Καταχώρηση' }));
    expect(await screen.findByText('Η επιλεγμένη κατηγορία δεν αντιστοιχεί στο φύλο του αθλητή')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/tournaments/4/participations/create');
  });
});
