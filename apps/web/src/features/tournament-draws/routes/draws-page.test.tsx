import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCategoryDraw } from '@tennis/contracts';
import { buildCategoryDraw, buildTournament } from '../../../test/tournaments';
import '../i18n';
import { BackofficeDrawsPage } from './draws-page';

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let draw: TCategoryDraw;
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  calls = [];
  draw = buildCategoryDraw();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/tournaments/4') return json({ data: buildTournament() });
      if (url === '/api/tournaments/tournament-categories/11/draw') return json({ data: draw });
      if (url.startsWith('/api/clients/search'))
        return json({ data: [{ playerId: 70, displayName: 'Παύλος Αθανασίου', gender: 0, atrp: 3 }] });
      if (url === '/api/tournaments/4/participations' && method === 'POST')
        return json({ message: 'Η συμμετοχή καταχωρήθηκε με επιτυχία', ids: [501] }, 201);
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/backoffice/tournaments/:id/draws', element: <BackofficeDrawsPage /> }], {
    initialEntries: ['/backoffice/tournaments/4/draws?categoryId=11'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the back-office draws page', () => {
  it('quick-adds an approved participation to the chosen category and reloads its draw', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Γρήγορη προσθήκη συμμετοχής' }));
    const dialog = await screen.findByRole('dialog', { name: 'Γρήγορη προσθήκη συμμετοχής' });
    // The category is the draw's own: chosen, and not to be changed.
    const category = within(dialog).getByLabelText('Ανδρών Μονό') as HTMLInputElement;
    expect(category.checked).toBe(true);
    expect(category.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Διπλό' })).toBeNull();

    await user.type(within(dialog).getByLabelText('Αθλητής'), 'Παύλ');
    await user.click(await within(dialog).findByRole('option', { name: /^Παύλος Αθανασίου/ }));
    // A men's category: only men are offered.
    expect(calls.filter((c) => c.url.startsWith('/api/clients/search')).every((c) => c.url.includes('gender=0'))).toBe(
      true,
    );
    const drawLoads = calls.filter((c) => c.url.endsWith('/draw')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Καταχώρηση' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/tournaments/4/participations',
      body: { type: 'singles', playerId: 70, tournamentCategoryIds: [11], approved: true },
    });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/draw')).length).toBeGreaterThan(drawLoads));
  });

  it('offers no quick-add to whoever may not update the category', async () => {
    draw = buildCategoryDraw({ permissions: { update: false, backofficeView: false } });
    renderPage();
    expect(await screen.findByText('Η κατηγορία δεν έχει αρχικοποιηθεί ακόμη.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Γρήγορη προσθήκη συμμετοχής' })).toBeNull();
  });
});
