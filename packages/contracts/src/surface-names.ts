/** Court surfaces (spec 1 §3); the labels are the Greek ones of every surface select. */
export const SURFACES = ['clay', 'hard', 'synthetic', 'synthetic-clay', 'synthetic-grass', 'indoor', 'grass'] as const;
export type TSurface = (typeof SURFACES)[number];

export const SURFACE_LABELS: Record<TSurface, string> = {
  clay: 'Χώμα',
  hard: 'Σκληρό',
  synthetic: 'Συνθετικό',
  'synthetic-clay': 'Συνθετικό χώμα',
  'synthetic-grass': 'Συνθετικός χλοοτάπητας',
  indoor: 'Κλειστό',
  grass: 'Γρασίδι',
};
