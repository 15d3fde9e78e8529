/** The Greek capitals in alphabetical order: the default names of the groups. */
const GREEK_CAPITALS = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ';

/**
 * The letter of group number i: Α, Β, Γ … in the Greek alphabet (issue 14:
 * "Α, Β … by default"; a category has at most 16 groups, Α–Π). Past Ω the
 * letters go on as spreadsheet columns do (ΑΑ, ΑΒ, …) so the function never
 * fails on a larger number.
 */
export function groupLetter(groupNumber: number): string {
  if (!Number.isInteger(groupNumber) || groupNumber < 1) {
    throw new RangeError(`Group numbers start at 1, not ${groupNumber}`);
  }
  const base = GREEK_CAPITALS.length;
  let letters = '';
  for (let rest = groupNumber; rest > 0; rest = Math.floor((rest - 1) / base)) {
    letters = (GREEK_CAPITALS[(rest - 1) % base] as string) + letters;
  }
  return letters;
}

/** Longest name a host may give a group. */
export const GROUP_NAME_MAX_LENGTH = 30;

/** The name a group shows: the host's name for it, else its letter. */
export function groupName(groupNumber: number, nickname: string | null | undefined): string {
  const given = nickname?.trim();
  return given ? given : groupLetter(groupNumber);
}
