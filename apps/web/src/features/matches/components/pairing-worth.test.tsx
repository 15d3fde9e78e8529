import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { TSideWorth } from '@tennis/contracts';
import { KNOCKOUT_PHASE } from '@tennis/domain';
import { blank, type Values } from '../model/schedule-match-values';
import { PairingWorth } from './pairing-worth';
import '../i18n';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const player = (playerId: number) => ({ playerId, displayName: `Αθλητής ${playerId}`, atrp: 3, balls: 0 });
const side = (playerId: number, values: Partial<TSideWorth>): TSideWorth => ({
  playerId,
  displayName: `Αθλητής ${playerId}`,
  winValue: 550,
  pointsGained: 600,
  entersBestFifteen: true,
  open: { before: 2, after: 1 },
  under: null,
  race: { before: 3, after: 1 },
  ...values,
});

function Harness({ chosen, knockout = false }: { chosen: [number, number] | null; knockout?: boolean }) {
  const form = useForm<Values>({
    defaultValues: {
      ...blank(),
      ...(chosen ? { player1: player(chosen[0]), player2: player(chosen[1]) } : {}),
      ...(knockout ? { phase: String(KNOCKOUT_PHASE) as Values['phase'] } : {}),
    },
  });
  return <PairingWorth championshipId="9" form={form} />;
}

const renderWith = (chosen: [number, number] | null, knockout = false) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness chosen={chosen} knockout={knockout} />
    </QueryClientProvider>,
  );

const answer = () =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        data: {
          matchId: null,
          raceMonth: '2026-11',
          home: side(4, { pointsGained: 1600, winValue: 1550 }),
          away: side(7, { entersBestFifteen: false, winValue: 150 }),
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    ),
  );

describe('PairingWorth', () => {
  it('asks nothing until two different players are chosen for a Regular Season match', () => {
    const fetch = answer();
    expect(renderWith(null).container.innerHTML).toBe('');
    cleanup();
    expect(renderWith([4, 4]).container.innerHTML).toBe('');
    cleanup();
    // A knockout match earns no points: nothing to preview.
    expect(renderWith([4, 7], true).container.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows what a win would give each chosen player before the match exists', async () => {
    const fetch = answer();
    renderWith([4, 7]);
    expect(await screen.findByText('Αθλητής 4')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      '/api/championships/9/match-worth?homePlayerId=4&awayPlayerId=7',
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[0]).toContain('1600');
    expect(lines[1]).toContain('150');
  });
});
