import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { TRoundRobinGroup } from '@tennis/contracts';
import { i18n } from '../../../lib/i18n';
import { buildDrawMatch, drawSide } from '../../../test/tournaments';
import '../i18n';
import { GroupMatchList } from './group-match-list';

afterEach(cleanup);

const LEVENTIS = drawSide({ id: 31, displayName: 'Μάριος Λεβέντης' });
const TZANETAKIS = drawSide({ id: 34, displayName: 'Σταύρος Τζανετάκης' });

const group = (matches: TRoundRobinGroup['groupMatches']): TRoundRobinGroup => ({
  id: 1,
  groupNumber: 1,
  letter: 'Α',
  nickname: null,
  name: 'Α',
  groupParticipants: [],
  groupMatches: matches,
});

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('a group’s matches', () => {
  it('write a result with the winner first, since its score is the winner’s, and an unplayed match home first', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GroupMatchList
            group={group([
              // Τζανετάκης at home lost 2-6 3-6: written "Λεβέντης – Τζανετάκης 6-2 6-3".
              buildDrawMatch({
                id: 1,
                home: TZANETAKIS,
                away: LEVENTIS,
                state: 'concluded',
                winner: 1,
                scoreText: '6-2 6-3',
              }),
              buildDrawMatch({
                id: 2,
                home: LEVENTIS,
                away: TZANETAKIS,
                state: 'concluded',
                winner: 0,
                scoreText: '7-6(4) 6-4',
              }),
              buildDrawMatch({ id: 3, home: TZANETAKIS, away: LEVENTIS }),
            ])}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(rows()).toEqual([
      'Μάριος Λεβέντης – Σταύρος Τζανετάκης6-2 6-3',
      'Μάριος Λεβέντης – Σταύρος Τζανετάκης7-6(4) 6-4',
      'Σταύρος Τζανετάκης – Μάριος Λεβέντης',
    ]);
    // The winner is the one in bold.
    expect(screen.getAllByText('Μάριος Λεβέντης')[0]!.closest('.font-semibold')).not.toBeNull();
  });
});
