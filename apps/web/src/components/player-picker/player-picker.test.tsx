import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { PlayerPicker, type PlayerOption } from './player-picker';

const PLAYERS: PlayerOption[] = [
  { playerId: 70, displayName: 'Παύλος Αθανασίου', atrp: 3 },
  { playerId: 71, displayName: 'Παύλος Πετρόπουλος', atrp: null },
];

afterEach(cleanup);

function renderPicker(answer: (term: string) => PlayerOption[] = () => PLAYERS) {
  const terms: string[] = [];
  const search = (term: string) =>
    queryOptions({
      queryKey: ['players', term],
      queryFn: async () => {
        terms.push(term);
        return answer(term);
      },
    });
  const changes = vi.fn();
  function Form() {
    const [player, setPlayer] = useState<PlayerOption | null>(null);
    return (
      <PlayerPicker
        label="Αθλητής"
        value={player}
        search={search}
        details={(chosen) => `ATRP ${chosen.atrp ?? 0}`}
        onChange={(next) => {
          changes(next);
          setPlayer(next);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form />
    </QueryClientProvider>,
  );
  return { terms, changes };
}

describe('the player picker', () => {
  it('asks nothing until the field is used, then lists the players with their ATRP', async () => {
    const user = userEvent.setup();
    const { terms } = renderPicker();
    expect(terms).toEqual([]);
    await user.click(screen.getByLabelText('Αθλητής'));
    expect(await screen.findByRole('option', { name: 'Παύλος Αθανασίου 3.0' })).toBeTruthy();
    // An unrated player shows 0.0, as the spec shows levels.
    expect(screen.getByRole('option', { name: 'Παύλος Πετρόπουλος 0.0' })).toBeTruthy();
  });

  it('searches the typed term once the typing pauses, trimmed', async () => {
    const user = userEvent.setup();
    const { terms } = renderPicker();
    await user.type(screen.getByLabelText('Αθλητής'), ' Παύλ ');
    await waitFor(() => expect(terms.at(-1)).toBe('Παύλ'));
    expect(terms).not.toContain(' Π');
  });

  it('picks a player, shows the chosen one with its details, and lets the user change it', async () => {
    const user = userEvent.setup();
    const { changes } = renderPicker();
    await user.click(screen.getByLabelText('Αθλητής'));
    await user.click(await screen.findByRole('option', { name: /^Παύλος Αθανασίου/ }));
    expect(changes).toHaveBeenLastCalledWith(PLAYERS[0]);
    expect(screen.getByText('Παύλος Αθανασίου')).toBeTruthy();
    expect(screen.getByText('ATRP 3')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Αλλαγή' }));
    expect(changes).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Αθλητής' })).toBeTruthy();
  });

  it('says so when no player matches', async () => {
    const user = userEvent.setup();
    renderPicker(() => []);
    await user.type(screen.getByLabelText('Αθλητής'), 'Ζζζ');
    expect(await screen.findByText('Δε βρέθηκαν αθλητές.')).toBeTruthy();
  });

  it('keeps the list open while the keyboard moves from the field to an option, and closes it when focus leaves', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByLabelText('Αθλητής'));
    const first = await screen.findByRole('option', { name: /^Παύλος Αθανασίου/ });
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('option', { name: /^Παύλος/ })).toBeNull());
  });
});
