import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser, TTournamentParticipation, TTournamentParticipationListResponse } from '@tennis/contracts';
import { SESSION_KEY } from '../../../lib/session';
import { stubBrowser } from '../../../test/browser';
import { buildUser } from '../../../test/users';
import { ParticipationsPage } from './participations-page';

const LIST = '/api/backoffice/tournaments/4/participations';

let nextId = 600;
function row(overrides: Partial<TTournamentParticipation>): TTournamentParticipation {
  nextId += 1;
  return {
    id: nextId,
    playerId: nextId + 1000,
    playerFullname: `Αθλητής ${nextId}`,
    teammateFullname: null,
    doublesTeamId: null,
    tournamentCategoryId: 11,
    tournamentCategoryName: 'Ανδρών Απλό',
    tournamentCategoryRating: null,
    ratingBoost: 0,
    state: 'pending',
    seed: null,
    entryStatus: 'direct',
    seedCount: 4,
    paid: false,
    feeCents: 2500,
    paymentCompletedAt: null,
    siblingPaymentCompletedAt: null,
    isCancellable: true,
    rejectionNotes: null,
    createdAt: '2026-11-20 10:00:00',
    ...overrides,
  };
}

const pending = row({ playerFullname: 'Ορέστης Ντόκος', state: 'pending' });
const approvedUnpaid = row({ playerFullname: 'Μάρκος Μπαλτάς', state: 'approved' });
const rejected = row({ playerFullname: 'Φώτης Φραγκιαδάκης', state: 'rejected' });
// Drawn already (not cancellable) and a doubles pair: nothing left to do from the list.
const drawnPair = row({
  playerFullname: 'Άρης Κουρής',
  teammateFullname: 'Στέλιος Γεωργίου',
  doublesTeamId: 9,
  state: 'approved',
  isCancellable: false,
  tournamentCategoryId: 12,
  tournamentCategoryName: 'Ανδρών Διπλό',
});

let listing: TTournamentParticipationListResponse;
type Call = { url: string; method: string; body: unknown };
let calls: Call[];
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeAll(stubBrowser);
beforeEach(() => {
  calls = [];
  listing = {
    data: [pending, approvedUnpaid, rejected, drawnPair],
    meta: { total: 4, page: 1, pageLength: 10, lastPage: 1 },
    tournament: {
      id: 4,
      name: 'Τουρνουά Χριστουγέννων 2026',
      hasRating: false,
      categories: [
        { id: 11, name: 'Ανδρών Απλό', type: 'singles', gender: 0 },
        { id: 12, name: 'Ανδρών Διπλό', type: 'doubles', gender: 0 },
      ],
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && url.startsWith(LIST)) return json(listing);
      if (url.endsWith('/approve-all') || url.endsWith('/confirm-payment')) return json({ message: 'Έγινε', count: 1 });
      if (method !== 'GET') return json({ message: 'Έγινε' });
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(
  user: TCurrentUser = buildUser({ role: 'host', host: { id: 1, name: 'Athens Tennis', slug: 'athens-tennis' } }),
  entry = '/backoffice/tournaments/4/participations',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, { user, lifetime: 120 });
  const router = createMemoryRouter(
    [{ path: '/backoffice/tournaments/:tournamentId/participations', element: <ParticipationsPage /> }],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The wide table (the phone cards repeat the same rows). */
const table = async () => screen.findByRole('table', { name: 'Συμμετοχές' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;
const listCalls = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith(LIST));
const menuOf = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(await rowOf(name)).getByRole('button', { name: /Ενέργειες/ }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('the back-office participations list', () => {
  it('shows the rows with the teammate of a pair, without ids or ratings for a host without the rating feature', async () => {
    renderPage();
    const pair = await rowOf('Άρης Κουρής');
    expect(within(pair).getByText('με Στέλιος Γεωργίου')).toBeTruthy();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).not.toContain('#');
    expect(headers).not.toContain('Βαθμολογία');
  });

  it('shows the admin the ids and, with the rating feature, the rating column', async () => {
    listing.tournament.hasRating = true;
    listing.data = [{ ...pending, tournamentCategoryRating: 1230 }];
    renderPage(buildUser({ role: 'admin' }));
    await rowOf('Ορέστης Ντόκος');
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['#', 'Βαθμολογία']));
    expect(within(await rowOf('Ορέστης Ντόκος')).getByText(String(pending.id))).toBeTruthy();
    expect(within(await rowOf('Ορέστης Ντόκος')).getByText('1230')).toBeTruthy();
  });

  it('asks the server again with the chosen state, from page 1', async () => {
    const user = userEvent.setup();
    const router = renderPage(undefined, '/backoffice/tournaments/4/participations?page=2');
    await table();
    await user.selectOptions(screen.getByLabelText('Κατάσταση'), 'Εγκρίθηκε');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&state=approved'));
    await waitFor(() =>
      expect(listCalls().at(-1)!.url).toBe(`${LIST}?page=1&pageLength=10&sortDir=desc&state=approved`),
    );
  });

  it('offers each row only the actions its state allows, and no menu where nothing is left to do', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await menuOf(user, 'Ορέστης Ντόκος')).toEqual(['Έγκριση', 'Απόρριψη', 'Κατάσταση εισόδου (WC, Q, LL…)']);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'Μάρκος Μπαλτάς')).toEqual([
      'Επαναφορά σε αναμονή',
      'Σήμανση ως πληρωμένη',
      'Ορισμός κεφαλής σειράς',
      'Κατάσταση εισόδου (WC, Q, LL…)',
    ]);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'Φώτης Φραγκιαδάκης')).toEqual(['Επαναφορά σε αναμονή', 'Διαγραφή']);
    await user.keyboard('{Escape}');
    expect(within(await rowOf('Άρης Κουρής')).queryByRole('button', { name: /Ενέργειες/ })).toBeNull();
  });

  it('approves a pending participation with one choice and reloads the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await menuOf(user, 'Ορέστης Ντόκος');
    const loads = listCalls().length;
    await user.click(screen.getByRole('menuitem', { name: 'Έγκριση' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url === `/api/tournaments/4/participations/${pending.id}/approve`),
      ).toBe(true),
    );
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(loads));
  });

  it('sets the entry status from the row menu and shows it beside the name', async () => {
    listing.data = [{ ...approvedUnpaid, entryStatus: 'LL' }, pending];
    const user = userEvent.setup();
    renderPage();
    const marked = await rowOf('Μάρκος Μπαλτάς');
    expect(within(marked).getByText('(LL)').getAttribute('title')).toBe(
      'Lucky loser: ηττημένος των προκριματικών που πήρε κενή θέση',
    );
    expect(within(await rowOf('Ορέστης Ντόκος')).queryByText(/^\(/)).toBeNull();
    await menuOf(user, 'Ορέστης Ντόκος');
    await user.click(screen.getByRole('menuitem', { name: 'Κατάσταση εισόδου (WC, Q, LL…)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Κατάσταση εισόδου' });
    const select = within(dialog).getByLabelText('Πώς μπήκε στην κατηγορία') as HTMLSelectElement;
    expect(select.value).toBe('direct');
    await user.selectOptions(select, 'WC');
    await user.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/entry-status'))).toEqual({
        url: `/api/tournaments/4/participations/${pending.id}/entry-status`,
        method: 'POST',
        body: { entryStatus: 'WC' },
      }),
    );
  });

  it('rejects with notes and the cascade deletion on by default', async () => {
    const user = userEvent.setup();
    renderPage();
    await menuOf(user, 'Ορέστης Ντόκος');
    await user.click(screen.getByRole('menuitem', { name: 'Απόρριψη' }));
    const dialog = await screen.findByRole('dialog', { name: 'Απόρριψη συμμετοχής' });
    expect(
      (within(dialog).getByLabelText('Διαγραφή της συμμετοχής μετά την απόρριψη') as HTMLInputElement).checked,
    ).toBe(true);
    await user.type(within(dialog).getByLabelText('Σημειώσεις'), 'Εκπρόθεσμη');
    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/reject'))).toEqual({
        url: `/api/tournaments/4/participations/${pending.id}/reject`,
        method: 'POST',
        body: { notes: 'Εκπρόθεσμη', cascadeDeletion: true },
      }),
    );
  });

  it("names the participant on each row's actions button, so the delete in its menu says whose it is", async () => {
    renderPage();
    expect(
      within(await rowOf('Φώτης Φραγκιαδάκης')).getByRole('button', { name: 'Ενέργειες για Φώτης Φραγκιαδάκης' }),
    ).toBeTruthy();
  });

  it('asks before deleting for good, naming whose participation goes', async () => {
    const user = userEvent.setup();
    renderPage();
    await menuOf(user, 'Φώτης Φραγκιαδάκης');
    await user.click(screen.getByRole('menuitem', { name: 'Διαγραφή' }));
    const dialog = await screen.findByRole('dialog', { name: 'Επιβεβαίωση διαγραφής' });
    expect(
      within(dialog).getByText('Η συμμετοχή «Φώτης Φραγκιαδάκης» στην κατηγορία Ανδρών Απλό θα διαγραφεί οριστικά.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Διαγραφή' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url === `/api/tournaments/4/participations/${rejected.id}`),
      ).toBe(true),
    );
  });

  it("gives focus back to the row's actions button when the delete dialog is cancelled", async () => {
    const user = userEvent.setup();
    renderPage();
    await menuOf(user, 'Φώτης Φραγκιαδάκης');
    await user.click(screen.getByRole('menuitem', { name: 'Διαγραφή' }));
    const dialog = await screen.findByRole('dialog', { name: 'Επιβεβαίωση διαγραφής' });
    await user.click(within(dialog).getByRole('button', { name: 'Άκυρο' }));
    const trigger = within(await rowOf('Φώτης Φραγκιαδάκης')).getByRole('button', { name: /Ενέργειες/ });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('approves all only once a category is chosen, for that category', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowOf('Ορέστης Ντόκος');
    const approveAll = screen.getByRole('button', { name: 'Έγκριση όλων' }) as HTMLButtonElement;
    expect(approveAll.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Κατηγορία'), 'Ανδρών Απλό');
    await waitFor(() => expect(approveAll.disabled).toBe(false));
    await user.click(approveAll);
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/approve-all'))?.body).toEqual({ tournamentCategoryId: 11 }),
    );
  });

  it('confirms payment on the spot for the approved unpaid rows chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    // Only approved, unpaid rows can be chosen.
    expect(within(await rowOf('Ορέστης Ντόκος')).queryByRole('checkbox')).toBeNull();
    await user.click(within(await rowOf('Μάρκος Μπαλτάς')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Πληρωμή επί τόπου (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Επιβεβαίωση πληρωμής' });
    await user.click(within(dialog).getByRole('button', { name: 'Πληρωμή επί τόπου' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/tournaments/4/confirm-payment')?.body).toEqual({
        tournamentCategoryParticipationIds: [approvedUnpaid.id],
      }),
    );
  });
});
