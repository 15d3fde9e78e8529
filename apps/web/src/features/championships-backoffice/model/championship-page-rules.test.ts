import { describe, expect, it } from 'vitest';
import { defaultStatsMonth, saveActionsFor, seasonMonths, showTilesFor } from './championship-page-rules';

describe('saveActionsFor', () => {
  it('offers publish only while the championship is a draft', () => {
    expect(saveActionsFor('draft')).toEqual(['update', 'publish']);
    expect(saveActionsFor('underway')).toEqual(['update']);
    expect(saveActionsFor('coming-soon')).toEqual(['update']);
  });
});

describe('showTilesFor', () => {
  it('hides the landing page tile of a draft', () => {
    expect(showTilesFor({ state: 'draft' })).not.toContain('landing');
    expect(showTilesFor({ state: 'underway' })).toEqual([
      'participations',
      'landing',
      'schedule',
      'matches',
      'stats',
      'exports',
    ]);
  });
});

describe('seasonMonths', () => {
  it('runs November to October, newest first', () => {
    const months = seasonMonths(2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2027-10');
    expect(months.at(-1)).toBe('2026-11');
    expect(months).toContain('2027-01');
  });

  it('starts on this month inside the season and on the last month outside it', () => {
    const months = seasonMonths(2026);
    expect(defaultStatsMonth(months, new Date(2026, 10, 21))).toBe('2026-11');
    expect(defaultStatsMonth(months, new Date(2028, 2, 1))).toBe('2027-10');
  });
});
