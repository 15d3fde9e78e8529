import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TMatch } from '@tennis/contracts';
import { stubBrowser } from '../../test/browser';
import { buildDrawMatch } from '../../test/tournaments';
import { MatchOptionsDialog } from './match-options-dialog';
import { MatchRowButtons } from './match-row-buttons';
import { useMatchOptions } from './use-match-options';

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];

beforeAll(stubBrowser);
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? 'null')) });
      const body = { message: 'Το σκορ καταχωρήθηκε', data: buildDrawMatch({ state: 'concluded' }) };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A list of one match with its row buttons and the dialog they open, as every match list has it. */
function List({ match }: { match: TMatch }) {
  const options = useMatchOptions();
  return (
    <>
      <button type="button">Πριν</button>
      <MatchRowButtons match={match} onOpen={options.open} />
      {options.opened && (
        <MatchOptionsDialog
          match={options.opened.match}
          initialSection={options.opened.section}
          onClose={options.close}
        />
      )}
    </>
  );
}

const renderList = (match: TMatch = buildDrawMatch()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <List match={match} />
    </QueryClientProvider>,
  );

describe('scoring a match from its row with the keyboard alone', () => {
  it('opens on the quick line, titled by the two sides, and Enter saves the typed score', async () => {
    const user = userEvent.setup();
    renderList();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Σκορ αγώνα Μάριος Λεβέντης – Στέλιος Γεωργίου' }),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Μάριος Λεβέντης – Στέλιος Γεωργίου' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Σκορ σε μία γραμμή')));
    await user.keyboard('6-4 3-6 10-7{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/matches/201/score',
      method: 'POST',
      body: { s1: { home: 6, away: 4 }, s2: { home: 3, away: 6 }, st: { home: 10, away: 7 } },
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderList();
    const options = screen.getByRole('button', { name: 'Επιλογές αγώνα Μάριος Λεβέντης – Στέλιος Γεωργίου' });
    options.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(options));
    expect(calls).toEqual([]);
  });

  it('offers only the options to someone who may manage but not score the match', () => {
    renderList(
      buildDrawMatch({
        state: 'concluded',
        permissions: { manage: true, score: false, schedule: false, rollback: true, swap: false, delete: false },
      }),
    );
    expect(screen.queryByRole('button', { name: /^Σκορ/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Επιλογές/ })).toBeTruthy();
  });
});

describe('what the match is worth, in its options', () => {
  const side = (playerId: number, displayName: string, points: number) => ({
    playerId,
    displayName,
    winValue: points,
    pointsGained: points,
    entersBestFifteen: true,
    open: { before: 7, after: 4 },
    under: null,
    race: { before: 3, after: 1 },
  });
  const worth = {
    data: {
      matchId: 301,
      raceMonth: '2026-11',
      home: side(31, 'Μάριος Λεβέντης', 12),
      away: side(32, 'Άγγελος Ρήγας', 9),
    },
  };

  it('shows each side’s points of a win for a championship match not yet played', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        calls.push({ url: String(input), method: 'GET', body: null });
        return Promise.resolve(
          new Response(JSON.stringify(worth), { headers: { 'Content-Type': 'application/json' } }),
        );
      }),
    );
    const match = buildDrawMatch({ id: 301, kind: 'championship', championshipId: 9, tournamentId: null, phase: 1024 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MatchOptionsDialog match={match} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Τι αξίζει μια νίκη')).toBeTruthy();
    expect(screen.getByText('Μάριος Λεβέντης').parentElement?.textContent).toContain('+12 βαθμοί');
    expect(screen.getByText('Άγγελος Ρήγας').parentElement?.textContent).toContain('OPEN #7 → #4');
    expect(calls.map((call) => call.url)).toContain('/api/matches/301/worth');
  });

  it('asks nothing for a tournament match, which has no worth', async () => {
    renderList();
    await userEvent.setup().click(screen.getAllByRole('button')[1]!);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/worth'))).toBe(false);
    expect(screen.queryByText('Τι αξίζει μια νίκη')).toBeNull();
  });
});
