import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ENTRY_STATUSES } from '@tennis/contracts';
import { drawSide } from '../../test/tournaments';
import { SidePlayers } from '../player-link/player-link';
import '../../lib/i18n';

afterEach(cleanup);

const player = { id: 31, displayName: 'Μάριος Λεβέντης' };

describe('the entry status beside a name', () => {
  it.each(ENTRY_STATUSES.filter((status) => status !== 'direct'))('prints %s in brackets after the side', (status) => {
    const { container } = render(
      <MemoryRouter>
        <SidePlayers side={drawSide(player, status)} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe(`Μάριος Λεβέντης(${status})`);
    expect(screen.getByText(`(${status})`).tagName).toBe('ABBR');
  });

  it('prints nothing for a direct entry, a side without status or an empty line', () => {
    const { container } = render(
      <MemoryRouter>
        <SidePlayers side={drawSide(player)} />
        <SidePlayers side={{ displayName: 'Μάριος Λεβέντης', players: [player] }} />
        <SidePlayers side={drawSide(null)} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('Μάριος ΛεβέντηςΜάριος Λεβέντης—');
  });
});
