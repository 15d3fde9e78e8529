/**
 * A Greek number as people read it aloud: the ten digits after +30 in groups
 * of 3, 3 and 4 (210 681 2345, 694 512 3478). Any other number stays as it is.
 */
export function phoneForReading(international: string): string {
  const national = /^\+30(\d{10})$/.exec(international)?.[1];
  if (!national) return international;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
