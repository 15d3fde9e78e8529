import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TStandingsEntry } from '@tennis/contracts';
import { StandingsTable } from './standings-table';

afterEach(cleanup);

const rows: TStandingsEntry[] = Array.from({ length: 12 }, (_, at) => ({
  rank: at + 1,
  participationId: at + 1,
  playerId: at + 1,
  displayName: `Αθλητής ${at + 1}`,
  atrp: 3,
  status: 'play',
  points: 1000 - at * 50,
  secondaryPoints: 0,
  matchesPlayed: 4,
  wins: 2,
  losses: 2,
}));

const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

describe('StandingsTable', () => {
  it('shows the top rows first on the landing page and every row after "show all"', async () => {
    render(<StandingsTable rows={rows} empty="—" firstRows={10} />, { wrapper: MemoryRouter });
    expect(tableRows()).toBe(10);
    expect(screen.queryAllByText('Αθλητής 11')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Εμφάνιση όλων (12)' }));
    expect(tableRows()).toBe(12);
    await userEvent.click(screen.getByRole('button', { name: 'Λιγότερα' }));
    expect(tableRows()).toBe(10);
  });

  it('shows every row and no button without a limit (the fullscreen standings)', () => {
    render(<StandingsTable rows={rows} empty="—" />, { wrapper: MemoryRouter });
    expect(tableRows()).toBe(12);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['play', 'ΕΝΕΡΓΟΣ'],
    ['pause', 'ΤΡΑΥΜΑΤΙΣΜΟΣ-ΠΑΥΣΗ'],
    ['off', 'ΕΚΤΟΣ'],
  ] as const)('names a player’s %s status in Greek', (status, label) => {
    render(<StandingsTable rows={[{ ...rows[0]!, status }]} empty="—" />, { wrapper: MemoryRouter });
    expect(within(screen.getByRole('table')).getByText(label)).toBeTruthy();
  });

  it("links every player's name to their profile", () => {
    render(<StandingsTable rows={rows} empty="—" />, { wrapper: MemoryRouter });
    const link = within(screen.getByRole('table')).getByRole('link', { name: 'Αθλητής 12' });
    expect(link.getAttribute('href')).toBe('/players/12');
  });

  it('keeps a number and its word together in the phone tiles', () => {
    render(<StandingsTable rows={rows.slice(0, 1)} empty="—" />, { wrapper: MemoryRouter });
    expect(screen.getByText(/ATRP 3\.0/).textContent).toContain('4\u00a0αγώνες · 2\u00a0νίκες · 2\u00a0ήττες');
  });
});
