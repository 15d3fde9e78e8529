import { describe, expect, it } from 'vitest';
import { BUTTON_FREEZE_MS, createClickFreeze } from './click-freeze';

describe('createClickFreeze', () => {
  it('ignores repeated clicks for 2.5 s, then accepts again', () => {
    const accept = createClickFreeze();
    expect(BUTTON_FREEZE_MS).toBe(2500);
    expect(accept(10_000)).toBe(true);
    expect(accept(10_100)).toBe(false);
    expect(accept(12_499)).toBe(false);
    expect(accept(12_500)).toBe(true);
  });
});
