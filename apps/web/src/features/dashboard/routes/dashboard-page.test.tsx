import { INVALID_MOBILE_PHONE } from '@tennis/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser, TDashboardResponse } from '@tennis/contracts';
import { SESSION_KEY } from '../../../lib/session';
import { DashboardPage } from './dashboard-page';

const player: NonNullable<TCurrentUser['player']> = {
  id: 31,
  name: 'Νίκος',
  surname: 'Παπαδόπουλος',
  displayName: 'Παπαδόπουλος Ν.',
  gender: 0,
  strongHand: 'right',
  backhandType: 'two-handed',
  styleOfPlay: 'baseliner',
  notes: null,
  phone: '6912345678',
  profilePictureUrl: null,
  atrp: 2.5,
};

const baseUser: TCurrentUser = {
  id: 8,
  email: 'nikos@example.gr',
  name: 'Νίκος',
  surname: 'Παπαδόπουλος',
  role: 'user',
  host: null,
  profilePictureUrl: null,
  hostLogoUrl: null,
  emailVerifiedAt: '2025-01-01 10:00:00',
  forcePasswordChange: false,
  player,
  playerPhoneExists: true,
  playerPhoneMismatch: false,
  potentialPlayerMatch: false,
  browsingMaturityLevel: 0,
  godMode: false,
  impersonatedBy: null,
};

const dashboard: TDashboardResponse = {
  tournaments: {
    underway: [
      {
        id: 5,
        name: 'Open Πεύκης 2025',
        slug: 'open-2025',
        hostSlug: 'tkp',
        posterUrl: null,
        tournamentStart: '2025-06-01 09:00:00',
        state: 'underway',
      },
    ],
    upcoming: [],
  },
  championships: [
    {
      id: 9,
      name: 'Πρωτάθλημα Ανδρών 2025',
      slug: 'men-2025',
      logoUrl: null,
      posterUrl: null,
      regularSeasonStart: '2024-11-01 00:00:00',
      state: 'underway',
    },
  ],
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/dashboard') return json(dashboard);
      if (url === '/api/my-profile') return json({ message: 'Το προφίλ σας αποθηκεύτηκε', user: baseUser });
      return json({ message: 'ok' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFor(user: TCurrentUser, url = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, { user, lifetime: 120 });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/change-password', element: <p>change password</p> },
      { path: '/tournaments/:hostSlug/:tournamentSlug/participate', element: <p>participate page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('DashboardPage', () => {
  it('sends a forced password change away first', async () => {
    renderFor({ ...baseUser, forcePasswordChange: true, emailVerifiedAt: null });
    expect(await screen.findByText('change password')).toBeTruthy();
  });

  it('asks an unverified user to verify, and resends the link', async () => {
    const user = userEvent.setup();
    renderFor({ ...baseUser, emailVerifiedAt: null });
    expect(await screen.findByText('Επιβεβαιώστε τη διεύθυνση email σας')).toBeTruthy();
    expect(screen.queryByText('Το προφίλ μου')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Αποστολή νέου συνδέσμου' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/email/verification-notification' && c.method === 'POST')).toBe(true),
    );
  });

  it('shows the player-info card, and confirms it', async () => {
    const user = userEvent.setup();
    renderFor({ ...baseUser, potentialPlayerMatch: true });
    expect(await screen.findByText('Είναι αυτό το προφίλ αθλητή σας;')).toBeTruthy();
    expect(screen.getByText('Παπαδόπουλος Ν.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ναι, είμαι εγώ' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/confirm-player-info' && c.method === 'POST')).toBe(true),
    );
  });

  it('asks a user without a player for the player form, and checks the mobile number', async () => {
    const user = userEvent.setup();
    const router = renderFor({ ...baseUser, player: null }, '/dashboard?forceFillPlayerForm=true');
    expect(await screen.findByText('Το προφίλ αθλητή σας')).toBeTruthy();
    await user.type(screen.getByLabelText('Κινητό τηλέφωνο'), '2101234567');
    await user.selectOptions(screen.getByLabelText('Φύλο'), 'Άνδρας');
    await user.selectOptions(screen.getByLabelText('Κυρίαρχο χέρι'), 'Αριστερό');
    await user.selectOptions(screen.getByLabelText('Ρεβέρ'), 'Με το ένα χέρι');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    expect(await screen.findByText(INVALID_MOBILE_PHONE)).toBeTruthy();
    expect(screen.getByText('Αυτό το πεδίο είναι υποχρεωτικό')).toBeTruthy();

    await user.clear(screen.getByLabelText('Κινητό τηλέφωνο'));
    await user.type(screen.getByLabelText('Κινητό τηλέφωνο'), '6987654321');
    await user.selectOptions(screen.getByLabelText('Στυλ παιχνιδιού'), 'Στο φιλέ');
    // The button ignores clicks for 2.5 s after the first one.
    const later = Date.now() + 3000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.url === '/api/my-profile')?.body).toEqual({
      name: 'Νίκος',
      surname: 'Παπαδόπουλος',
      gender: 0,
      phone: '6987654321',
      strongHand: 'left',
      backhandType: 'one-handed',
      styleOfPlay: 'net-player',
    });
  });

  it('returns to the page that asked for the player profile once it is saved', async () => {
    const user = userEvent.setup();
    const back = '/tournaments/tkp/open-2025/participate';
    const router = renderFor(
      { ...baseUser, player: null },
      `/dashboard?forceFillPlayerForm=true&redirectTo=${encodeURIComponent(back)}`,
    );
    expect(await screen.findByText('Το προφίλ αθλητή σας')).toBeTruthy();
    await user.type(screen.getByLabelText('Κινητό τηλέφωνο'), '6987654321');
    await user.selectOptions(screen.getByLabelText('Φύλο'), 'Άνδρας');
    await user.selectOptions(screen.getByLabelText('Κυρίαρχο χέρι'), 'Αριστερό');
    await user.selectOptions(screen.getByLabelText('Ρεβέρ'), 'Με το ένα χέρι');
    await user.selectOptions(screen.getByLabelText('Στυλ παιχνιδιού'), 'Στο φιλέ');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(back));
    expect(await screen.findByText('participate page')).toBeTruthy();
  });

  it('never follows a redirect to another site after the player form', async () => {
    const user = userEvent.setup();
    const router = renderFor(
      { ...baseUser, player: null },
      `/dashboard?forceFillPlayerForm=true&redirectTo=${encodeURIComponent('//evil.example/x')}`,
    );
    expect(await screen.findByText('Το προφίλ αθλητή σας')).toBeTruthy();
    await user.type(screen.getByLabelText('Κινητό τηλέφωνο'), '6987654321');
    await user.selectOptions(screen.getByLabelText('Φύλο'), 'Άνδρας');
    await user.selectOptions(screen.getByLabelText('Κυρίαρχο χέρι'), 'Αριστερό');
    await user.selectOptions(screen.getByLabelText('Ρεβέρ'), 'Με το ένα χέρι');
    await user.selectOptions(screen.getByLabelText('Στυλ παιχνιδιού'), 'Στο φιλέ');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('gives a player the tiles of the screens that exist and the championship banners', async () => {
    renderFor(baseUser, '/dashboard');
    const tiles = await screen.findByRole('region', { name: 'Γρήγορη πρόσβαση' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/my-profile',
      `/players/${baseUser.player!.id}/matches`,
      '/achievements',
      `/players/${baseUser.player!.id}/wallet`,
      '/head-2-head',
      `/players/${baseUser.player!.id}/stats`,
      '/my-friendly-matches/create',
      '/settings',
    ]);
    expect(await screen.findByText('Πρωτάθλημα Ανδρών 2025')).toBeTruthy();
    expect(screen.queryByText('Open Πεύκης 2025')).toBeNull();
  });

  it('gives the back office poster tiles of underway and upcoming tournaments', async () => {
    renderFor({ ...baseUser, role: 'host', host: { id: 2, name: 'ΤΚΠ', slug: 'tkp' }, player: null });
    expect(await screen.findByText('Open Πεύκης 2025')).toBeTruthy();
    expect(screen.getByText('Δεν υπάρχουν προσεχή τουρνουά.')).toBeTruthy();
    expect(screen.queryByText('Το προφίλ μου')).toBeNull();
  });

  it('shows the success alert after verification', async () => {
    renderFor(baseUser, '/dashboard?verified=1');
    expect(await screen.findByText('Η διεύθυνση email σας επιβεβαιώθηκε με επιτυχία.')).toBeTruthy();
  });
});
