import { describe, expect, it } from 'vitest';
import { describeSlot } from './describe-slot';

describe('describeSlot', () => {
  it('names the weekday and writes d/M/yyyy and the hours', () => {
    expect(describeSlot('2027-03-28 08:00:00', '2027-03-28 10:30:00', 'el')).toBe('Κυριακή 28/3/2027, 08:00–10:30');
  });

  it('writes a slot that ends at midnight as ending at 24:00', () => {
    expect(describeSlot('2027-10-31 22:00:00', '2027-11-01 00:00:00', 'el')).toBe('Κυριακή 31/10/2027, 22:00–24:00');
  });
});
