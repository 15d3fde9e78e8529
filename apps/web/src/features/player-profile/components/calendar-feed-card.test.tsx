import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubBrowser } from '../../../test/browser';
import { CalendarFeedCard } from './calendar-feed-card';

// The card of the player's own feed, against a server that keeps one address.

const ADDRESS = 'https://tennis.example.gr/api/calendar/players/abc/matches.ics';
let address: string | null;
let calls: string[];

beforeAll(stubBrowser);
beforeEach(() => {
  address = null;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${String(input)}`);
      if (method === 'POST') address = ADDRESS;
      if (method === 'DELETE') address = null;
      const body = method === 'GET' ? { data: { url: address } } : { message: 'Έγινε.', data: { url: address } };
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

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CalendarFeedCard playerId={5} />
    </QueryClientProvider>,
  );
}

describe('CalendarFeedCard', () => {
  it('makes the address, offers it to calendar apps, and removes it only on the second click', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Δημιουργία διεύθυνσης ημερολογίου' }));
    expect(await screen.findByLabelText('Διεύθυνση ημερολογίου')).toHaveProperty('value', ADDRESS);
    expect(screen.getByRole('link', { name: 'Άνοιγμα στην εφαρμογή ημερολογίου' }).getAttribute('href')).toBe(
      'webcal://tennis.example.gr/api/calendar/players/abc/matches.ics',
    );
    expect(calls).toContain('POST /api/players/5/calendar-feed');

    await user.click(screen.getByRole('button', { name: 'Κατάργηση' }));
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Είστε σίγουροι;' }));
    expect(await screen.findByRole('button', { name: 'Δημιουργία διεύθυνσης ημερολογίου' })).toBeDefined();
    expect(calls).toContain('DELETE /api/players/5/calendar-feed');
  });
});
