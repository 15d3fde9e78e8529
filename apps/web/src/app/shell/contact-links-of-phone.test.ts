import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@tennis/contracts';
import { internationalNumber, phoneLinks, showsContactBubble } from './contact-links-of-phone';

describe('the contact bubble', () => {
  it.each([
    ['210 000 0001', '302100000001'],
    ['6912345678', '306912345678'],
    ['+30 691 234 5678', '306912345678'],
    ['0030 6912345678', '306912345678'],
    ['+44 20 7946 0958', '442079460958'],
    ['12', null],
    ['τηλέφωνο', null],
  ])('reads %s as %s', (phone, expected) => {
    expect(internationalNumber(phone)).toBe(expected);
  });

  it('calls and messages the same number', () => {
    expect(phoneLinks('6912345678')).toEqual({
      call: 'tel:+306912345678',
      whatsapp: 'https://wa.me/306912345678',
      viber: 'viber://chat?number=%2B306912345678',
    });
    expect(phoneLinks(null)).toBeNull();
    expect(phoneLinks('–')).toBeNull();
  });

  it('shows to guests and plain users of the championship skin only', () => {
    const as = (role: TCurrentUser['role']) => ({ role }) as TCurrentUser;
    expect(showsContactBubble('championship', null)).toBe(true);
    expect(showsContactBubble('championship', as('user'))).toBe(true);
    for (const role of ['admin', 'host', 'host-employee'] as const)
      expect(showsContactBubble('championship', as(role))).toBe(false);
    expect(showsContactBubble('multi-host', null)).toBe(false);
  });
});
