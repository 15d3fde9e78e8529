import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser, TWalletResponse, TWalletTransaction } from '@tennis/contracts';
import { SESSION_KEY } from '../../../lib/session';
import { stubBrowser } from '../../../test/browser';
import { buildUser } from '../../../test/users';
import { WalletPage } from './wallet-page';

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };
let calls: Call[] = [];
let walletAnswer: { status: number; body: unknown };

const transaction = (id: number, overrides: Partial<TWalletTransaction> = {}): TWalletTransaction => ({
  id,
  type: 'deposit',
  status: 'completed',
  amountCents: 2000,
  amount: '20,00 ATC',
  runningTotalCents: 2000,
  runningTotal: '20,00 ATC',
  reference: null,
  notes: `Κίνηση ${id}`,
  createdAt: '2026-11-20 18:00:00',
  chargeableId: null,
  match: null,
  agent: { id: 3, name: 'Νίκος', surname: 'Παπαδάκης' },
  reversesTransactionId: null,
  rolledBackAt: null,
  permissions: { rollback: false },
  ...overrides,
});

const walletOf = (rows: TWalletTransaction[], total = rows.length, manage = true): TWalletResponse => ({
  wallet: {
    id: 9,
    player: { id: 5, displayName: 'Γιώργος Παπαδόπουλος' },
    balance: '12,50 ATC',
    numericBalance: 12.5,
    balanceCents: 1250,
    createdAt: '2026-02-02 18:00:00',
    permissions: { topUp: manage, charge: manage },
  },
  data: rows,
  meta: { total, page: 1, pageLength: 10, lastPage: Math.max(1, Math.ceil(total / 10)) },
});

beforeAll(stubBrowser);
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({
        url,
        method,
        body: JSON.parse(String(init?.body ?? 'null')),
        headers: (init?.headers ?? {}) as Record<string, string>,
      });
      const answer =
        method === 'GET'
          ? walletAnswer
          : {
              status: 200,
              body: {
                message: 'Η συναλλαγή ακυρώθηκε με επιτυχία!',
                walletId: 9,
                balance: '0,00 ATC',
                balanceCents: 0,
                transactionId: 99,
              },
            };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
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

const HOST = buildUser({ id: 3, role: 'host', host: { id: 1, name: 'Athens Tennis', slug: 'athens-tennis' } });

function renderPage(user: TCurrentUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, { user, lifetime: 120 });
  const router = createMemoryRouter([{ path: '/players/:id/wallet', element: <WalletPage /> }], {
    initialEntries: ['/players/5/wallet'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('WalletPage', () => {
  it('shows the balance and the transactions, with the money buttons only below a short list', async () => {
    walletAnswer = { status: 200, body: walletOf([transaction(2), transaction(1)]) };
    renderPage(HOST);
    expect(await screen.findByTestId('wallet-balance')).toHaveProperty('textContent', '12,50 ATC');
    expect(screen.getByRole('heading', { name: 'Πορτοφόλι: Γιώργος Παπαδόπουλος' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Κινήσεις' });
    expect(within(table).getAllByText('Ολοκληρώθηκε')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Κατάθεση' })).toHaveLength(1);
  });

  it('repeats the top-up and charge buttons above a list of more than ten transactions', async () => {
    walletAnswer = { status: 200, body: walletOf([transaction(1)], 11) };
    renderPage(HOST);
    await screen.findByTestId('wallet-balance');
    expect(screen.getAllByRole('button', { name: 'Κατάθεση' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Χρέωση' })).toHaveLength(2);
  });

  it('rolls back in two clicks: the first asks, the second sends', async () => {
    const user = userEvent.setup();
    walletAnswer = { status: 200, body: walletOf([transaction(4, { permissions: { rollback: true } })]) };
    renderPage(HOST);
    const table = await screen.findByRole('table', { name: 'Κινήσεις' });
    await user.click(within(table).getByRole('button', { name: 'Ακύρωση' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Είστε σίγουροι;' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
        '/api/players/5/wallet/transactions/4/rollback',
      ]),
    );
  });

  it('asks to confirm an overdraft, and sends the charge with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    walletAnswer = { status: 200, body: walletOf([]) };
    renderPage(HOST);
    await user.click(await screen.findByRole('button', { name: 'Χρέωση' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Ποσό (ATC)'), '15');
    const box = await within(dialog).findByLabelText('Επιβεβαιώνω τη χρέωση με αρνητικό υπόλοιπο');
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Χρέωση' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/players/5/wallet/charge')).toBe(true));
    const charge = calls.find((call) => call.url === '/api/players/5/wallet/charge')!;
    expect(charge.body).toMatchObject({ amount: 15, allowOverdraft: true });
    expect(charge.headers['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it('shows a player without the back office no money buttons', async () => {
    walletAnswer = { status: 200, body: walletOf([transaction(1)], 1, false) };
    renderPage(buildUser());
    await screen.findByTestId('wallet-balance');
    expect(screen.queryByRole('button', { name: 'Κατάθεση' })).toBeNull();
  });

  it('shows the access-denied page when the wallet is someone else’s', async () => {
    walletAnswer = { status: 403, body: { message: 'Μπορείτε να δείτε μόνο το δικό σας πορτοφόλι' } };
    renderPage(buildUser());
    expect(await screen.findByText('Δεν έχετε πρόσβαση')).toBeTruthy();
  });

  it('says when the player has no wallet, and offers the back office to create one', async () => {
    walletAnswer = { status: 404, body: { message: 'Ο επιλεγμένος αθλητής δεν έχει πορτοφόλι' } };
    renderPage(HOST);
    expect(await screen.findByText('Ο επιλεγμένος αθλητής δεν έχει πορτοφόλι')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Δημιουργία πορτοφολιού' })).toBeTruthy();
  });
});
