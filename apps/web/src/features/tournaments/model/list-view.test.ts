import { describe, expect, it } from 'vitest';
import { defaultListView, PHONE_QUERY } from './list-view';

describe('defaultListView', () => {
  it('opens tiles on a screen narrower than 640 px', () => {
    expect(defaultListView((query) => query === PHONE_QUERY)).toBe('tiles');
  });
  it('opens the table on a wider screen', () => {
    expect(defaultListView(() => false)).toBe('table');
  });
});
