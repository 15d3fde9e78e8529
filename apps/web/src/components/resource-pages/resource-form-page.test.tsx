import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TResourceMeta } from '@tennis/contracts';
import { ResourceCreatePage, ResourceEditPage } from './resource-form-page';

const meta: TResourceMeta = {
  resource: 'clients',
  title: 'Πελατολόγιο',
  singular: 'πελάτη',
  defaultSort: 'id',
  defaultSortDir: 'desc',
  permissions: { list: true, view: true, create: true, update: true, delete: true },
  fields: [
    {
      name: 'surname',
      label: 'Επώνυμο',
      type: 'text',
      required: true,
      listed: true,
      sortable: true,
      filterable: true,
      editable: true,
    },
    {
      name: 'phone',
      label: 'Τηλέφωνο',
      type: 'phone',
      required: true,
      listed: true,
      sortable: false,
      filterable: true,
      editable: true,
    },
    {
      name: 'courts',
      label: 'Γήπεδα',
      type: 'number',
      required: false,
      listed: false,
      sortable: false,
      filterable: false,
      editable: true,
    },
  ],
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: { id: 9 } };

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  calls = [];
  answer = { status: 201, body: { id: 9 } };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/clients/meta') return json(meta);
      if (url === '/api/clients/4' && method === 'GET')
        return json({ id: 4, surname: 'Παπαδόπουλος', phone: '+357991234567', courts: 3 });
      if (url === '/api/clients/5' && method === 'GET')
        return json({
          id: 5,
          surname: 'Αθανασίου',
          phone: '6912345678',
          courts: 2,
          readOnlyFields: { surname: 'Αλλάζει μόνο από τον ίδιο τον παίκτη' },
        });
      if (url.startsWith('/api/app-config'))
        return json({ skin: 'multi-host', appEnv: 'test', godUserId: 1, botCheckSiteKey: null });
      return json(answer.body, answer.status);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRoutes(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/clients', element: <p>list</p> },
      { path: '/clients/create', element: <ResourceCreatePage resource="clients" base="/api/clients" /> },
      { path: '/clients/:id/edit', element: <ResourceEditPage resource="clients" base="/api/clients" /> },
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

describe('ResourceCreatePage', () => {
  it('asks for the required fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoutes('/clients/create');
    await user.click(await screen.findByRole('button', { name: 'Αποθήκευση' }));
    expect(await screen.findAllByText('Αυτό το πεδίο είναι υποχρεωτικό')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the record with the dialling code and goes back to the list', async () => {
    const user = userEvent.setup();
    const router = renderRoutes('/clients/create');
    await user.type(await screen.findByLabelText(/Επώνυμο/), ' Νικολάου ');
    await user.type(screen.getByLabelText(/Τηλέφωνο/), '6912345678');
    await user.type(screen.getByLabelText(/Γήπεδα/), '4');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/clients',
      method: 'POST',
      body: { surname: 'Νικολάου', phone: '6912345678', countryCallingCode: '+30', courts: 4 },
    });
  });

  it('shows the server message beside its field', async () => {
    answer = {
      status: 422,
      body: { message: 'Το τηλέφωνο υπάρχει ήδη', errors: { phone: ['Το τηλέφωνο υπάρχει ήδη'] } },
    };
    const user = userEvent.setup();
    renderRoutes('/clients/create');
    await user.type(await screen.findByLabelText(/Επώνυμο/), 'Νικολάου');
    await user.type(screen.getByLabelText(/Τηλέφωνο/), '6912345678');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    expect(await screen.findByText('Το τηλέφωνο υπάρχει ήδη')).toBeTruthy();
  });

  it('submits with F4', async () => {
    renderRoutes('/clients/create');
    await screen.findByLabelText(/Επώνυμο/);
    fireEvent.keyDown(window, { key: 'F4' });
    expect(await screen.findAllByText('Αυτό το πεδίο είναι υποχρεωτικό')).toHaveLength(2);
  });
});

describe('ResourceEditPage', () => {
  it('loads the record, splitting its dialling code, and saves with PUT', async () => {
    const user = userEvent.setup();
    const router = renderRoutes('/clients/4/edit');
    const surname = await screen.findByLabelText<HTMLInputElement>(/Επώνυμο/);
    expect(surname.value).toBe('Παπαδόπουλος');
    expect(screen.getByLabelText<HTMLInputElement>(/Τηλέφωνο/).value).toBe('991234567');
    expect(screen.getByLabelText<HTMLSelectElement>('Κωδικός χώρας').value).toBe('+357');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/api/clients/4',
      method: 'PUT',
      body: { surname: 'Παπαδόπουλος', phone: '991234567', countryCallingCode: '+357', courts: 3 },
    });
  });

  it('shows the fields the record names read-only with their reason, and sends them back unchanged', async () => {
    const user = userEvent.setup();
    const router = renderRoutes('/clients/5/edit');
    const surname = await screen.findByLabelText<HTMLInputElement>(/Επώνυμο/);
    expect(surname.readOnly).toBe(true);
    expect(surname.value).toBe('Αθανασίου');
    expect(screen.getByText('Αλλάζει μόνο από τον ίδιο τον παίκτη')).toBeTruthy();
    await user.type(surname, 'ς');
    await user.clear(screen.getByLabelText(/Γήπεδα/));
    await user.type(screen.getByLabelText(/Γήπεδα/), '6');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      surname: 'Αθανασίου',
      phone: '6912345678',
      countryCallingCode: '+30',
      courts: 6,
    });
  });
});
