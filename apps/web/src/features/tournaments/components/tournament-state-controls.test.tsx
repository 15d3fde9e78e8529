import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TTournament } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { buildTournament } from '../../../test/tournaments';
import '../i18n';
import { TournamentStateControls } from './tournament-state-controls';

type Call = { url: string; method: string };
let calls: Call[];
let unplayed: { group: number; qualifier: number; knockout: number };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(stubBrowser);
beforeEach(() => {
  calls = [];
  unplayed = { group: 5, qualifier: 0, knockout: 3 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (url === '/api/tournaments/7/conclusion-check') {
        const total = unplayed.group + unplayed.qualifier + unplayed.knockout;
        return json({ data: { unplayed, total } });
      }
      if (method === 'POST')
        return json({ message: 'Η κατάσταση άλλαξε', data: buildTournament({ id: 7, state: 'archived' }) });
      return json({ message: 'unexpected' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderControls(tournament: TTournament) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/backoffice/tournaments/7']}>
        <Routes>
          <Route path="/backoffice/tournaments/:id" element={<TournamentStateControls tournament={tournament} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.url);

describe('concluding a tournament', () => {
  it('asks first, saying how many matches of each phase are left; Cancel changes nothing', async () => {
    const user = userEvent.setup();
    renderControls(buildTournament({ id: 7, state: 'underway' }));
    await user.click(screen.getByRole('button', { name: 'Ολοκλήρωση' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ολοκλήρωση τουρνουά;' });
    expect(await within(dialog).findByText('5 αγώνες ομίλων δεν έχουν παιχτεί')).toBeTruthy();
    expect(within(dialog).getByText('3 αγώνες του κυρίως ταμπλό δεν έχουν παιχτεί')).toBeTruthy();
    expect(within(dialog).queryByText(/προκριματικ/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Άκυρο' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('concludes once confirmed', async () => {
    const user = userEvent.setup();
    renderControls(buildTournament({ id: 7, state: 'underway' }));
    await user.click(screen.getByRole('button', { name: 'Ολοκλήρωση' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ολοκλήρωση τουρνουά;' });
    await within(dialog).findByText('5 αγώνες ομίλων δεν έχουν παιχτεί');
    await user.click(within(dialog).getByRole('button', { name: 'Ολοκλήρωση' }));
    await vi.waitFor(() => expect(posts()).toEqual(['/api/tournaments/7/next-state']));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when every match has been played', async () => {
    unplayed = { group: 0, qualifier: 0, knockout: 0 };
    const user = userEvent.setup();
    renderControls(buildTournament({ id: 7, state: 'underway' }));
    await user.click(screen.getByRole('button', { name: 'Ολοκλήρωση' }));
    expect(await screen.findByText('Όλοι οι αγώνες έχουν παιχτεί.')).toBeTruthy();
  });
});

describe('the other state moves', () => {
  it.each([
    ['draft', 'Δημοσίευση και άνοιγμα συμμετοχών', 'Δημοσίευση τουρνουά;', 'Δημοσίευση', 'next-state'],
    ['pending', 'Έναρξη και δημοσίευση κληρώσεων', 'Έναρξη τουρνουά;', 'Έναρξη', 'next-state'],
    ['underway', 'Προηγούμενη κατάσταση', 'Επιστροφή στην προηγούμενη κατάσταση;', 'Επιστροφή', 'previous-state'],
  ] as const)('%s: "%s" asks "%s" before it moves', async (state, button, title, confirm, command) => {
    const user = userEvent.setup();
    renderControls(buildTournament({ id: 7, state }));
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    await vi.waitFor(() => expect(posts()).toEqual([`/api/tournaments/7/${command}`]));
    expect(calls.some((c) => c.url.endsWith('conclusion-check'))).toBe(false);
  });

  it('says where going back leads', async () => {
    const user = userEvent.setup();
    renderControls(buildTournament({ id: 7, state: 'underway' }));
    await user.click(screen.getByRole('button', { name: 'Προηγούμενη κατάσταση' }));
    expect(await screen.findByText('Το τουρνουά θα επιστρέψει από «Σε εξέλιξη» σε «Δημοσιευμένο».')).toBeTruthy();
  });
});

describe('the winners to print', () => {
  it.each([
    ['underway', true],
    ['archived', false],
    ['pending', false],
  ] as const)('%s: offered %s', (state, offered) => {
    renderControls(buildTournament({ id: 7, state }));
    expect(screen.queryByRole('link', { name: 'Εκτύπωση νικητών' }) !== null).toBe(offered);
  });
});

describe('the TODS export', () => {
  it.each(['draft', 'underway', 'archived'] as const)('%s: downloads the tournament as TODS JSON', (state) => {
    renderControls(buildTournament({ id: 7, state }));
    const link = screen.getByRole('link', { name: 'Εξαγωγή TODS (JSON)' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual([
      '/api/tournaments/7/tods',
      'tournament-7.tods.json',
    ]);
  });
});
