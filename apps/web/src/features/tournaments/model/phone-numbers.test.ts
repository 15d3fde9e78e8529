import { describe, expect, it } from 'vitest';
import { phoneParts } from './phone-numbers';

describe('phoneParts', () => {
  it.each([
    ['6912345678', [{ text: '6912345678', tel: 'tel:6912345678' }]],
    [
      '210 1234567, 6944000001 (Γιώργος)',
      [
        { text: '210 1234567', tel: 'tel:2101234567' },
        { text: ', ', tel: null },
        { text: '6944000001', tel: 'tel:6944000001' },
        { text: ' (Γιώργος)', tel: null },
      ],
    ],
    ['+30 6912345678', [{ text: '+30 6912345678', tel: 'tel:+306912345678' }]],
    [
      'Γραμματεία: 2310 555 666',
      [
        { text: 'Γραμματεία: ', tel: null },
        { text: '2310 555 666', tel: 'tel:2310555666' },
      ],
    ],
    // Too short for a phone number: a court number or a year stays text.
    ['Γήπεδο 12, 2026', [{ text: 'Γήπεδο 12, 2026', tel: null }]],
  ])('reads %j', (text, parts) => {
    expect(phoneParts(text)).toEqual(parts);
  });

  it('keeps every character of the text, in order', () => {
    for (const text of ['210 1234567 / 6977 123456', 'καλέστε 6900000000!', '', '  ']) {
      expect(
        phoneParts(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
  });
});
