import { describe, expect, it } from 'vitest';
import { dateOfPick, pickOfDate } from './quick-pick';

const now = new Date(2026, 10, 21, 10, 0);

describe('quick picks and the date stay in sync', () => {
  it('turns each pick into its date', () => {
    expect(dateOfPick('yesterday', now)).toBe('2026-11-20');
    expect(dateOfPick('today', now)).toBe('2026-11-21');
    expect(dateOfPick('tomorrow', now)).toBe('2026-11-22');
  });

  it('selects the pick of a date equal to yesterday, today or tomorrow, and clears it for any other date', () => {
    expect(pickOfDate('2026-11-20', now)).toBe('yesterday');
    expect(pickOfDate('2026-11-22', now)).toBe('tomorrow');
    expect(pickOfDate('2026-11-25', now)).toBeNull();
  });
});
