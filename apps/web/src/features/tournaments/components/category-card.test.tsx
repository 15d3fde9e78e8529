import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { TTournamentCategory } from '@tennis/contracts';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { CategoryCard } from './category-card';

const category = (participations: number, matchFormat = 'SET3-S:6/TB7-F:TB10'): TTournamentCategory => ({
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
  matchFormat,
  participations,
});

afterEach(cleanup);

const renderCard = (card: TTournamentCategory) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CategoryCard
          tournamentId={3}
          category={card}
          visibilityDisabled={false}
          onVisibleChange={() => {}}
          onDelete={undefined}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('a category card of the back office', () => {
  it.each([
    ['SET3-S:6/TB7', 'Μορφή αγώνα: 2 στα 3 σετ με tie-break στο 6-6'],
    ['SET3-S:6/TB7-F:TB10', 'Μορφή αγώνα: 2 σετ με tie-break και super tie-break στο 1-1'],
    ['SET1-S:TB10', 'Μορφή αγώνα: Ένα super tie-break στους 10 πόντους'],
  ])('names the match format %s in Greek', (code, text) => {
    renderCard(category(4, code));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([
    [0, '0 συμμετοχές'],
    [1, '1 συμμετοχή'],
    [2, '2 συμμετοχές'],
    [32, '32 συμμετοχές'],
  ])('counts %i entrants as «%s»', (count, text) => {
    renderCard(category(count));
    expect(screen.getByText(text, { exact: false }).textContent).toContain(`· ${text}`);
  });
});
