import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TResourceMeta } from '@tennis/contracts';
import { ResourceListPage } from './resource-list-page';

const meta: TResourceMeta = {
  resource: 'clubs',
  title: 'Όμιλοι',
  singular: 'όμιλο',
  defaultSort: 'id',
  defaultSortDir: 'desc',
  permissions: { list: true, view: true, create: true, update: true, delete: true },
  fields: [
    {
      name: 'id',
      label: 'ID',
      type: 'number',
      required: false,
      listed: true,
      sortable: true,
      filterable: false,
      editable: false,
    },
    {
      name: 'name',
      label: 'Όνομα',
      type: 'text',
      required: true,
      listed: true,
      sortable: true,
      filterable: true,
      editable: true,
    },
    {
      name: 'acronym',
      label: 'Ακρωνύμιο',
      type: 'text',
      required: false,
      listed: true,
      sortable: false,
      filterable: false,
      editable: true,
    },
  ],
};

const rows = [
  { id: 2, name: 'Tennis Club Πεύκης', acronym: 'ΤΚΠ' },
  { id: 1, name: 'Athens Tennis Factory', acronym: 'ATF' },
];

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

let calls: string[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = decodeURIComponent(String(input));
      calls.push(url);
      if (url.startsWith('/api/clubs/meta')) return json(meta);
      if (url.startsWith('/api/clubs?')) {
        const empty = url.includes('filters[name]=nothing');
        const data = empty ? [] : rows;
        return json({ data, meta: { total: data.length, page: 1, pageLength: 10, lastPage: 1 } });
      }
      return json({ message: 'not found' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/clubs', element: <ResourceListPage resource="clubs" base="/api/clubs" /> }],
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ResourceListPage', () => {
  it('draws the rows of the first page from the meta', async () => {
    renderAt('/clubs');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Athens Tennis Factory')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Όνομα/ })).toBeTruthy();
    expect(calls).toContain('/api/clubs?page=1&pageLength=10&sort=id&sortDir=desc');
  });

  it('sends the filters of the URL and says so when nothing matches', async () => {
    renderAt('/clubs?name=nothing');
    expect(await screen.findByText('Δε βρέθηκαν εγγραφές.')).toBeTruthy();
    expect(calls.some((c) => c.includes('filters[name]=nothing'))).toBe(true);
  });

  it('mirrors an applied filter and a sort into the URL', async () => {
    const user = userEvent.setup();
    const router = renderAt('/clubs');
    await screen.findByRole('heading', { name: 'Όμιλοι' });
    await user.type(screen.getByLabelText('Όνομα'), 'Πεύκη');
    await user.click(screen.getByRole('button', { name: 'Αναζήτηση' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=%CE%A0%CE%B5%CF%8D%CE%BA%CE%B7'));

    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /Όνομα/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name'));
  });

  it('asks before deleting, with the spec title', async () => {
    const user = userEvent.setup();
    renderAt('/clubs');
    const table = await screen.findByRole('table');
    await within(table).findByText('Athens Tennis Factory');
    await user.click(within(table).getByRole('button', { name: 'Διαγραφή Athens Tennis Factory' }));
    expect(await screen.findByRole('dialog', { name: 'Επιβεβαίωση διαγραφής' })).toBeTruthy();
  });
});
