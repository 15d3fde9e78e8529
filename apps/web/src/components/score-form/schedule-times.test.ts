import { describe, expect, it } from 'vitest';
import { quarterHourTimes } from './schedule-times';

describe('quarterHourTimes', () => {
  it('offers every quarter hour once, starting at 17:00', () => {
    const times = quarterHourTimes();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['17:00', '17:15', '17:30']);
    expect(new Set(times).size).toBe(96);
    expect(times.every((time) => /^\d{2}:(00|15|30|45)$/.test(time))).toBe(true);
  });
});
