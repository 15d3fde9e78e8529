/** The ATRP levels, 1.5 to 4.5 in steps of 0.5 (spec 1 §9, spec 3 §1). */
export const ATRP_LEVELS = [1.5, 2, 2.5, 3, 3.5, 4, 4.5] as const;

export type AtrpLevel = (typeof ATRP_LEVELS)[number];

export function isValidAtrp(value: unknown): value is AtrpLevel {
  return typeof value === 'number' && (ATRP_LEVELS as readonly number[]).includes(value);
}

/**
 * Reads a level as forms and stored rows write it: `2.5`, `2`, `2.0`, and the
 * Greek `2,5`. `null` for anything that is not one of the levels, including
 * the unrated default `0.0`.
 */
export function parseAtrp(input: string | number): AtrpLevel | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.');
  if (!/^\d(\.\d)?$/.test(text)) return null;
  const value = Number(text);
  return isValidAtrp(value) ? value : null;
}

/** One decimal always, as the spec shows levels; unrated shows `0.0` (spec 3 §9). */
export function formatAtrp(value: number | null | undefined): string {
  return isValidAtrp(value) ? value.toFixed(1) : '0.0';
}
