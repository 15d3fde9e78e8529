import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useErrorDialog } from '../../../lib/error-dialog-store';
import { closeSearchPalette, rememberEarlyShortcut } from '../model/palette-store';
import { SearchButton } from './search-button';
import { SearchPalette } from './search-palette';

const hit = (id: number, title: string, url: string) => ({ id, title, subtitle: null, url });
let searches: string[] = [];

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeAll(() => {
  // jsdom has neither; cmdk scrolls the selected item into view and watches sizes.
  Element.prototype.scrollIntoView = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  searches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const q = url.searchParams.get('q') ?? '';
      searches.push(q);
      if (q === 'boom') return json({ message: 'Η αναζήτηση απέτυχε' }, 500);
      if (q === 'zzz') return json({ data: { players: [], tournaments: [], championships: [] } });
      return json({
        data: {
          players: [hit(1, 'Νίκος Παπαδόπουλος', '/players/1')],
          tournaments: [hit(2, 'Open Πεύκης', '/tournaments/tkp/open')],
          championships: [],
        },
      });
    }),
  );
});

afterEach(() => {
  act(() => closeSearchPalette());
  cleanup();
  vi.unstubAllGlobals();
});

function ErrorProbe() {
  const { open, error } = useErrorDialog();
  return open ? <p>error: {error instanceof Error ? error.message : String(error)}</p> : null;
}

function renderPalette() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchButton />
            <SearchPalette />
            <ErrorProbe />
          </>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SearchPalette', () => {
  it('opens for a Ctrl+K pressed before it mounted (a drawn page still being taken over), and only once', async () => {
    rememberEarlyShortcut();
    fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    renderPalette();
    expect(await screen.findByRole('combobox')).toBeTruthy();
    // The palette's own listener took over: one more Ctrl+K closes it (two listeners would cancel out).
    fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('opens on Ctrl+K and searches only from three characters on', async () => {
    const user = userEvent.setup();
    renderPalette();
    fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    await user.type(input, 'Νί');
    expect(await screen.findByText('Πληκτρολογήστε τουλάχιστον 3 χαρακτήρες.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(searches).toEqual([]);

    await user.type(input, 'κ');
    expect(await screen.findByText('Νίκος Παπαδόπουλος')).toBeTruthy();
    expect(screen.getByText('Αθλητές')).toBeTruthy();
    expect(screen.getByText('Τουρνουά')).toBeTruthy();
    expect(searches).toEqual(['Νίκ']);

    await user.type(input, '{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryByText('Νίκος Παπαδόπουλος')).toBeNull());
  });

  it('goes to the page of the chosen result', async () => {
    const user = userEvent.setup();
    const router = renderPalette();
    await user.click(screen.getByRole('button', { name: 'Αναζήτηση Ctrl K' }));
    await user.type(await screen.findByRole('combobox'), 'open');
    await user.click(await screen.findByText('Open Πεύκης'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments/tkp/open'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.click(screen.getByRole('button', { name: 'Αναζήτηση Ctrl K' }));
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(await screen.findByText('Δε βρέθηκαν αποτελέσματα')).toBeTruthy();
  });

  it('closes and shows the error when the search fails', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.click(screen.getByRole('button', { name: 'Αναζήτηση Ctrl K' }));
    await user.type(await screen.findByRole('combobox'), 'boom');
    expect(await screen.findByText('error: Η αναζήτηση απέτυχε')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});
