import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser } from '@tennis/contracts';
import { currentQueryClient } from '../lib/query-client';
import { stubBrowser } from '../test/browser';
import { buildUser } from '../test/users';
import { AppProvider } from './provider';
import { routes } from './router';

type Handler = (init: RequestInit | undefined) => { status?: number; body: unknown };
let handlers: Record<string, Handler>;
let calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[];

function serve(user: TCurrentUser | null = null) {
  handlers = {
    'GET /api/app-config': () => ({
      body: { skin: 'multi-host', appEnv: 'test', godUserId: 1, botCheckSiteKey: null },
    }),
    'GET /api/user': () => ({ body: { user, lifetime: 120 } }),
    'GET /api/championships-menu': () => ({ body: { data: [] } }),
    'GET /api/self-transform-list': () => ({ body: { data: [] } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0]!;
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path,
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const handler = handlers[`${method} ${path}`];
      if (!handler) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
      const { status = 200, body } = handler(init);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  stubBrowser();
  calls = [];
  currentQueryClient().clear();
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the app', () => {
  it('sends a guest who opens the settings to the login page, keeping where they were going', async () => {
    serve(null);
    const router = open('/settings?tab=notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Σύνδεση' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fsettings%3Ftab%3Dnotifications');
  });

  it('shows the not-found page for an unknown path', async () => {
    serve(null);
    open('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Η σελίδα που ζητήσατε δε βρέθηκε' })).toBeTruthy();
  });

  it('sends a logged-in user away from the login page', async () => {
    serve(buildUser());
    const router = open('/login');
    // The dashboard's code loads first (lazily), which takes a moment the first time.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
  });

  it('logs a guest in and takes them where the guard sent them from', async () => {
    serve(null);
    const user = buildUser({ role: 'admin' });
    handlers['POST /login'] = () => ({ body: { user, lifetime: 120, redirectTo: null } });
    const router = open('/login?redirectTo=%2Fterms');
    await screen.findByRole('heading', { level: 1, name: 'Σύνδεση' });

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.gr' } });
    fireEvent.change(screen.getByLabelText('Κωδικός'), { target: { value: 'demo1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'), { timeout: 5000 });
    const login = calls.find((c) => c.method === 'POST' && c.path === '/login');
    expect(login?.body).toMatchObject({ email: 'admin@demo.gr', password: 'demo1234', redirectTo: '/terms' });
    expect(login?.headers['X-XSRF-TOKEN']).toBe('token-1');
  });

  it('shows the Greek required message before sending an empty login form', async () => {
    serve(null);
    open('/login');
    await screen.findByRole('heading', { level: 1, name: 'Σύνδεση' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση' }));
    });
    expect((await screen.findAllByText('Αυτό το πεδίο είναι υποχρεωτικό')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/login')).toBe(false);
  });
});
