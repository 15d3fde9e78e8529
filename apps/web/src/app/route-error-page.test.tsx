import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../lib/api-error';
import '../lib/i18n';
import { RouteErrorPage } from './route-error-page';

const reload = vi.fn();
const assign = vi.fn();

/** A page whose code (or loader) fails with `error`. */
function open(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/about',
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
        lazy: async () => {
          throw error;
        },
      },
    ],
    { initialEntries: ['/about?x=1'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  reload.mockReset();
  assign.mockReset();
  sessionStorage.clear();
  vi.stubGlobal('location', { ...window.location, reload, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staleChunk = () => new TypeError('Failed to fetch dynamically imported module: /assets/home-page-1a2b.js');

describe('a page that failed', () => {
  it('loads the page afresh once when its code is gone with a release, showing no error', async () => {
    open(staleChunk());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(assign).toHaveBeenCalledWith('/about?x=1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem('stale-chunk-reloaded-at')).not.toBeNull();
  });

  it('shows a Greek error, not the browser’s, when the code is still missing right after that reload', async () => {
    sessionStorage.setItem('stale-chunk-reloaded-at', String(Date.now()));
    open(staleChunk());
    const alert = await screen.findByRole('alert');
    expect(assign).not.toHaveBeenCalled();
    expect(alert.textContent).toContain('Η σελίδα δεν μπόρεσε να φορτώσει');
    expect(alert.textContent).toContain('Κάτι πήγε στραβά κατά τη φόρτωση της σελίδας. Δοκιμάστε ξανά.');
    expect(alert.textContent).not.toContain('dynamically imported');
  });

  it('shows the Greek message of a refusal of the server', async () => {
    open(new ApiError('Δεν έχετε δικαίωμα πρόσβασης σε αυτή τη σελίδα', 403));
    expect((await screen.findByRole('alert')).textContent).toContain('Δεν έχετε δικαίωμα πρόσβασης σε αυτή τη σελίδα');
    expect(assign).not.toHaveBeenCalled();
  });

  it('never shows an English technical message of our own code', async () => {
    open(new TypeError("Cannot read properties of undefined (reading 'name')"));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('Cannot read');
    expect(screen.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeTruthy();
  });
});
