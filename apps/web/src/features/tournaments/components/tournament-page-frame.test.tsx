import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { stubBrowser } from '../../../test/browser';
import { buildTournament } from '../../../test/tournaments';
import '../i18n';
import { TournamentPageFrame } from './tournament-page-frame';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const renderFrame = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/backoffice/tournaments/7']}>
        <Routes>
          <Route
            path="/backoffice/tournaments/:id"
            element={<TournamentPageFrame>{() => <button type="button">Επεξεργασία</button>}</TournamentPageFrame>}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a back-office tournament page of another host', () => {
  it('says in Greek that the user has no access, and offers none of its actions', async () => {
    const permissions = { backofficeView: false, update: false, godMode: false };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: buildTournament({ id: 7, permissions }) })),
    );
    renderFrame();
    expect(await screen.findByRole('heading', { name: 'Δεν έχετε πρόσβαση' })).toBeDefined();
    expect(screen.getByText('Δεν έχετε δικαίωμα πρόσβασης σε αυτή τη σελίδα')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Επεξεργασία' })).toBeNull();
  });

  it('says the same when the server refuses the tournament itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Δεν έχετε δικαίωμα πρόσβασης' }, 403)),
    );
    renderFrame();
    expect(await screen.findByRole('heading', { name: 'Δεν έχετε πρόσβαση' })).toBeDefined();
  });

  it('shows the page to whoever may see it in the back office', async () => {
    const permissions = { backofficeView: true, update: true, godMode: false };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: buildTournament({ id: 7, permissions }) })),
    );
    renderFrame();
    expect(await screen.findByRole('button', { name: 'Επεξεργασία' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Δεν έχετε πρόσβαση' })).toBeNull();
  });
});
