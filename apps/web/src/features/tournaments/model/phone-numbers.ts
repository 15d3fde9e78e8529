/**
 * The numbers in a tournament's free-text contact phones ("210 1234567,
 * 6912345678 (Γιώργος)"), each with the text shown and the tel: address a
 * phone dials. Runs of digits, spaces and a leading + count as one number
 * when they hold at least 7 digits; anything else stays text.
 */
export type PhonePart = { text: string; tel: string | null };

const NUMBER = /\+?\d[\d ]{5,}\d/g;

export function phoneParts(text: string): PhonePart[] {
  const parts: PhonePart[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER)) {
    const digits = match[0].replace(/ /g, '');
    if (digits.replace('+', '').length < 7) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), tel: null });
    parts.push({ text: match[0], tel: `tel:${digits}` });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), tel: null });
  return parts;
}
