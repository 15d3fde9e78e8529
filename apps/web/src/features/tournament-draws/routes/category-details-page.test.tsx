import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCategoryDraw } from '@tennis/contracts';
import { buildCategoryDraw } from '../../../test/tournaments';
import '../i18n';
import { CategoryDetailsPage } from './category-details-page';

let draw: TCategoryDraw;
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      String(input) === '/api/tournaments/tournament-categories/11/draw'
        ? json({ data: draw })
        : Promise.resolve(new Response('{}', { status: 404 })),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/backoffice/tournaments/:tournamentId/categories/:categoryId', element: <CategoryDetailsPage /> }],
    { initialEntries: ['/backoffice/tournaments/4/categories/11'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the category’s back-office page', () => {
  it('shows its tabs to the host’s staff', async () => {
    draw = buildCategoryDraw();
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Συμμετοχές' })).toBeTruthy();
  });

  it('says once that another host’s category is not this user’s, instead of tools that would fail', async () => {
    draw = buildCategoryDraw({ permissions: { update: false, backofficeView: false } });
    renderPage();
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
