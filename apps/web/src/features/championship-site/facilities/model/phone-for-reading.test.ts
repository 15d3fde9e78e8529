import { describe, expect, it } from 'vitest';
import { phoneForReading } from './phone-for-reading';

describe('phoneForReading', () => {
  it('groups a Greek landline and mobile by 3, 3 and 4 digits', () => {
    expect(phoneForReading('+302106812345')).toBe('210 681 2345');
    expect(phoneForReading('+306945123478')).toBe('694 512 3478');
  });

  it('leaves a number of another country or length as it is', () => {
    expect(phoneForReading('+442071234567')).toBe('+442071234567');
    expect(phoneForReading('+3021068123')).toBe('+3021068123');
  });
});
