import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TParticipationRequest } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { ParticipationRequestsPanel } from './participation-requests-panel';

const LIST = '/api/backoffice/tournaments/4/participation-requests';
const request: TParticipationRequest = {
  id: 71,
  byPlayer: false,
  participant: {
    name: 'Κάποιος',
    surname: 'Ξένος',
    gender: 0,
    countryCallingCode: '+30',
    phone: '6950000001',
    email: null,
    knownPlayer: { id: 12, displayName: 'Γιάννης Παππάς', gender: 0 },
  },
  teammate: null,
  categories: [{ id: 11, name: 'Ανδρών Απλό' }],
  createdAt: '2026-11-20 10:00:00',
};

type Call = { url: string; method: string };
let calls: Call[];
let waiting: TParticipationRequest[];
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeAll(stubBrowser);
beforeEach(() => {
  calls = [];
  waiting = [request];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (method === 'GET' && url === LIST) return json({ data: waiting });
      if (method === 'GET') return json({ message: 'unexpected call' }, 500);
      waiting = [];
      return url.endsWith('/confirm')
        ? json({ message: 'Η αίτηση επιβεβαιώθηκε και η συμμετοχή καταχωρήθηκε', ids: [901] })
        : json({ message: 'Η αίτηση συμμετοχής απορρίφθηκε' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ParticipationRequestsPanel tournamentId="4" />
    </QueryClientProvider>,
  );
}

const mutations = () => calls.filter((call) => call.method !== 'GET');

describe('the requests waiting for the back office', () => {
  it('shows what was sent beside the player the phone belongs to', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Αιτήσεις συμμετοχής προς επιβεβαίωση' });
    expect(within(panel).getByText('Κάποιος Ξένος')).toBeTruthy();
    expect(within(panel).getByText('Το κινητό ανήκει στον αθλητή: Γιάννης Παππάς')).toBeTruthy();
    expect(within(panel).getByText('Ανδρών Απλό', { exact: false })).toBeTruthy();
  });

  it('confirms a request and then shows nothing', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Επιβεβαίωση' }));
    await waitFor(() =>
      expect(mutations()).toEqual([{ url: '/api/tournaments/4/participation-requests/71/confirm', method: 'POST' }]),
    );
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('rejects a request only after asking', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Απόρριψη' }));
    const dialog = await screen.findByRole('dialog', { name: 'Απόρριψη αίτησης' });
    expect(mutations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Απόρριψη' }));
    await waitFor(() =>
      expect(mutations()).toEqual([{ url: '/api/tournaments/4/participation-requests/71', method: 'DELETE' }]),
    );
  });

  it('shows nothing when no request waits', async () => {
    waiting = [];
    renderPanel();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
