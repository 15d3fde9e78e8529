import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { buildDrawMatch, drawSide } from '../../../test/tournaments';
import '../../../lib/i18n';
import { DrawMatchTile } from './draw-match-tile';

afterEach(cleanup);

describe('a draw line with an entry status', () => {
  it('follows every player of the side on a draw line, a long name wrapping before it', () => {
    render(
      <MemoryRouter>
        <DrawMatchTile
          match={buildDrawMatch({
            home: drawSide({ id: 41, displayName: 'Αλέξανδρος Παπαγεωργόπουλος-Χατζηδάκης' }, 'WC'),
            away: drawSide({ id: 42, displayName: 'Νίκος Ρήγας' }, 'Q'),
          })}
        />
      </MemoryRouter>,
    );
    const wildCard = screen.getByText('(WC)');
    expect(wildCard.closest('.truncate')).toBeNull();
    expect(wildCard.previousElementSibling?.textContent).toBe('Αλέξανδρος Παπαγεωργόπουλος-Χατζηδάκης');
    expect(screen.getByText('(Q)').getAttribute('title')).toBe('Από τα προκριματικά');
  });
});
