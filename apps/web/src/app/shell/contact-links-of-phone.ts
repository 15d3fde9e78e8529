import type { TAppConfig, TCurrentUser } from '@tennis/contracts';

/** Greece's calling code: the organiser's numbers are written the Greek way, without it. */
const GREECE = '30';

/** The number in international form without '+' (306912345678), or null when it is not one. */
export function internationalNumber(phone: string): string | null {
  const digits = phone
    .replace(/[^\d+]/g, '')
    .replace(/^\+/, '')
    .replace(/^00/, '');
  if (!/^\d{7,15}$/.test(digits)) return null;
  // A Greek number has ten digits and starts with 2 (landline) or 6 (mobile).
  return /^[26]\d{9}$/.test(digits) ? `${GREECE}${digits}` : digits;
}

export type PhoneLinks = { call: string; whatsapp: string; viber: string };

/** A call, a WhatsApp chat and a Viber chat with the number; null for a number that is none. */
export function phoneLinks(phone: string | null | undefined): PhoneLinks | null {
  const number = phone ? internationalNumber(phone) : null;
  if (!number) return null;
  return {
    call: `tel:+${number}`,
    whatsapp: `https://wa.me/${number}`,
    viber: `viber://chat?number=%2B${number}`,
  };
}

/** Spec 1 §1: the championship skin shows the bubble to guests and plain users only, not to the back office. */
export const showsContactBubble = (skin: TAppConfig['skin'], user: TCurrentUser | null): boolean =>
  skin === 'championship' && (user === null || user.role === 'user');
