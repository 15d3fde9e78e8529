import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { TTournamentCategory } from '@tennis/contracts';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { CategoryCard } from './category-card';

const category = (participations: number): TTournamentCategory => ({
  id: 7,
  tournamentId: 3,
  hostCategoryId: null,
  name: 'Ανδρών Απλό',
  abbreviation: 'ΑΑ',
  type: 'singles',
  gender: 0,
  visible: true,
  initialized: false,
  hasComeToAnEnd: false,
  matchFormat: 'SET3-S:6/TB7-F:TB10',
  participations,
});

afterEach(cleanup);

describe('a category card of the back office', () => {
  it.each([
    [0, '0 συμμετοχές'],
    [1, '1 συμμετοχή'],
    [2, '2 συμμετοχές'],
    [32, '32 συμμετοχές'],
  ])('counts %i entrants as «%s»', (count, text) => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CategoryCard
            tournamentId={3}
            category={category(count)}
            visibilityDisabled={false}
            onVisibleChange={() => {}}
            onDelete={undefined}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText(text, { exact: false }).textContent).toContain(`· ${text}`);
  });
});
