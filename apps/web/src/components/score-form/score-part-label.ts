import type { ScorePart } from '@tennis/domain';

/** The translation key of each part's name. */
export const PART_LABEL: Record<ScorePart, string> = {
  s1: 'set1',
  s2: 'set2',
  s3: 'set3',
  s4: 'set4',
  s5: 'set5',
  st: 'superTieBreak',
};
