import type { TTournamentCategory } from '@tennis/contracts';

export type CategoryGroups = {
  menSingles: TTournamentCategory[];
  womenSingles: TTournamentCategory[];
  doubles: TTournamentCategory[];
};

/**
 * The landing page's category badges (spec 2 §2): only visible categories, in
 * three groups: men's singles (gender 0), women's singles (gender 1), doubles.
 */
export function groupCategories(categories: readonly TTournamentCategory[]): CategoryGroups {
  const visible = categories.filter((c) => c.visible);
  return {
    menSingles: visible.filter((c) => c.type === 'singles' && c.gender === 0),
    womenSingles: visible.filter((c) => c.type === 'singles' && c.gender === 1),
    doubles: visible.filter((c) => c.type === 'doubles'),
  };
}
