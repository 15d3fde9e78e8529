import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TMatch } from '@tennis/contracts';
import { MatchTile } from './match-tile';

afterEach(cleanup);

// The tile reads only the sides, the winner and the score line.
const match = {
  home: { displayName: 'Παπαδόπουλος Γ.', players: [{ id: 12, displayName: 'Παπαδόπουλος Γ.' }] },
  away: { displayName: null, players: [] },
  winner: 0,
  scoreText: '6-4 6-3',
  matchFormat: 'SET3-S:6/TB7-F:TB10',
} as unknown as TMatch;

describe('MatchTile', () => {
  it('bolds the winner, links each player to their profile, marks a missing side with a dash and shows the score beside the options', () => {
    render(
      <MatchTile match={match} header={<div>#7</div>} vsLabel="vs" options={<button type="button">Επιλογές</button>} />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('link', { name: 'Παπαδόπουλος Γ.' }).getAttribute('href')).toBe('/players/12');
    expect(screen.getByRole('link', { name: 'Παπαδόπουλος Γ.' }).closest('.font-semibold')).not.toBeNull();
    expect(screen.getByText('—').className).not.toContain('font-semibold');
    expect(screen.getByText('6-4 6-3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Επιλογές' })).toBeTruthy();
    expect(screen.getByText('#7')).toBeTruthy();
  });

  it('names the winner first when the away side won, the score being the winner’s', () => {
    const awayWon = {
      ...match,
      away: { displayName: 'Λεβέντης Μ.', players: [{ id: 31, displayName: 'Λεβέντης Μ.' }] },
      winner: 1,
      scoreText: '6-2 6-3',
    } as TMatch;
    const { container } = render(<MatchTile match={awayWon} header={null} vsLabel="vs" options={null} />, {
      wrapper: MemoryRouter,
    });
    expect(container.querySelector('p')?.textContent).toBe('Λεβέντης Μ. vs Παπαδόπουλος Γ.');
  });
});
