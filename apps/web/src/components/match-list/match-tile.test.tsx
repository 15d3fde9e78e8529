import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TMatch } from '@tennis/contracts';
import { MatchTile } from './match-tile';

afterEach(cleanup);

// The tile reads only the sides, the winner and the score line.
const match = {
  home: { displayName: 'Παπαδόπουλος Γ.' },
  away: { displayName: null },
  winner: 0,
  scoreText: '6-4 6-3',
} as unknown as TMatch;

describe('MatchTile', () => {
  it('bolds the winner, marks a missing side with a dash and shows the score beside the options', () => {
    render(
      <MatchTile match={match} header={<div>#7</div>} vsLabel="vs" options={<button type="button">Επιλογές</button>} />,
    );
    expect(screen.getByText('Παπαδόπουλος Γ.').className).toContain('font-semibold');
    expect(screen.getByText('—').className).not.toContain('font-semibold');
    expect(screen.getByText('6-4 6-3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Επιλογές' })).toBeTruthy();
    expect(screen.getByText('#7')).toBeTruthy();
  });
});
