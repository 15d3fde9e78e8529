import { describe, expect, it } from 'vitest';
import type { TTournamentCategory } from '@tennis/contracts';
import { groupCategories } from './landing-rules';

const category = (id: number, type: 'singles' | 'doubles', gender: number, visible = true): TTournamentCategory => ({
  id,
  tournamentId: 1,
  hostCategoryId: null,
  name: `C${id}`,
  abbreviation: null,
  type,
  gender,
  visible,
  initialized: false,
  hasComeToAnEnd: false,
  matchFormat: 'SET3-S:6/TB7-F:TB10',
  participations: 0,
});

describe('landing rules', () => {
  it('groups visible categories into men singles, women singles and doubles, leaving hidden ones out', () => {
    const groups = groupCategories([
      category(1, 'singles', 0),
      category(2, 'singles', 1),
      category(3, 'doubles', 2),
      category(4, 'singles', 0, false),
      category(5, 'doubles', 0),
    ]);
    expect([groups.menSingles, groups.womenSingles, groups.doubles].map((g) => g.map((c) => c.id))).toEqual([
      [1],
      [2],
      [3, 5],
    ]);
  });
});
