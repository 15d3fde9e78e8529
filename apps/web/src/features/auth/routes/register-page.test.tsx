import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { REGISTRATION_MAIL_SENT } from '@tennis/contracts';
import { SESSION_KEY } from '../../../lib/session';
import { RegisterPage } from './register-page';

let posted: unknown[] = [];
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/register') {
        posted.push(JSON.parse(String(init?.body)));
        return json({ message: REGISTRATION_MAIL_SENT });
      }
      return json({ skin: 'multi-host', appEnv: 'test', godUserId: 1, botCheckSiteKey: null });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('tells the person to check their mail, whatever the address, and signs nobody in', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
      initialEntries: ['/register'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Όνομα'), 'Ελένη');
    await user.type(screen.getByLabelText('Επώνυμο'), 'Κωνσταντίνου');
    await user.type(screen.getByLabelText('Email'), 'eleni@example.gr');
    await user.type(screen.getByLabelText('Κωδικός'), 'court-side-42');
    await user.type(screen.getByLabelText('Επαλήθευση κωδικού'), 'court-side-42');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Δημιουργία λογαριασμού' }));

    expect(await screen.findByText('Ελέγξτε το email σας')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Δημιουργία λογαριασμού' })).toBeNull();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ email: 'eleni@example.gr', termsAccepted: true });
    expect(client.getQueryData(SESSION_KEY)).toBeUndefined();
    expect(router.state.location.pathname).toBe('/register');
  });
});
