import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { blank, type Values } from '../model/schedule-match-values';
import { CommonAvailability } from './common-availability';
import '../i18n';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const player = (playerId: number) => ({ playerId, displayName: `Αθλητής ${playerId}`, atrp: 3, balls: 0 });

let seen: Values | null = null;

function Harness({ chosen }: { chosen: boolean }) {
  const form = useForm<Values>({
    defaultValues: { ...blank(), ...(chosen ? { player1: player(4), player2: player(7) } : {}) },
  });
  seen = form.watch();
  return <CommonAvailability championshipId="9" form={form} />;
}

const renderWith = (chosen: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness chosen={chosen} />
    </QueryClientProvider>,
  );

const answer = (slots: { start: string; end: string }[]) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ data: { slots } }), { headers: { 'content-type': 'application/json' } }),
    );

describe('CommonAvailability', () => {
  it('shows nothing and asks nothing until both players are chosen', () => {
    const fetch = answer([]);
    const { container } = renderWith(false);
    expect(container.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the common slots and puts a picked slot’s start in the date and time', async () => {
    const fetch = answer([{ start: '2027-03-28 18:00:00', end: '2027-03-28 20:00:00' }]);
    renderWith(true);
    const pick = await screen.findByRole('button', { name: 'Επιλογή ώρας έναρξης Κυριακή 28/3/2027, 18:00–20:00' });
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      '/api/championships/9/common-availability?player1Id=4&player2Id=7',
    );
    await userEvent.click(pick);
    expect(seen).toMatchObject({ date: '2027-03-28', time: '18:00' });
  });

  it('says so when the players have no hours in common', async () => {
    answer([]);
    renderWith(true);
    expect(
      await screen.findByText('Οι δύο αθλητές δεν έχουν κοινές ώρες διαθεσιμότητας τις επόμενες δύο εβδομάδες.'),
    ).toBeTruthy();
  });
});
