/**
 * The letter of group number i: A–H for groups 1–8 (spec 2 §2), then on
 * through the Latin alphabet (I–P for groups 9–16, the most a category has).
 * Past Z the letters go on as spreadsheet columns do (AA, AB, …) so the
 * function never fails on a larger number.
 */
export function groupLetter(groupNumber: number): string {
  if (!Number.isInteger(groupNumber) || groupNumber < 1) {
    throw new RangeError(`Group numbers start at 1, not ${groupNumber}`);
  }
  let letters = '';
  for (let rest = groupNumber; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
