import { WALLET_MESSAGES } from './wallet-messages.js';

const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
// With a decimal comma, dots can only be thousands separators, as `formatCents` writes them.
const GROUPED = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/;
const UNIT = /\s*(?:€|ATC)$/i;

/**
 * Reads an amount in euros (or ATC, which count the same) into cents, or
 * `null`. Takes what a form or a client sends: `12`, `12.5`, `12,50`,
 * `1.234,56 €`, or a JSON number. More than two decimals is refused rather
 * than rounded, so `0.1 + 0.2` never becomes a charge. `1.234` is read as
 * three decimals and refused: a thousands dot needs a decimal comma after it.
 */
export function parseEuros(input: string | number): number | null {
  // A number's shortest decimal form: 12.34 reads "12.34", 1e21 "1e+21" (refused).
  const text = (typeof input === 'number' ? String(input) : input).trim().replace(UNIT, '');
  const match = PLAIN.exec(text) ?? GROUPED.exec(text);
  if (!match) return null;
  const euros = Number((match[1] as string).replaceAll('.', ''));
  const cents = euros * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

export type AmountResult = { ok: true; cents: number } | { ok: false; error: string };

/** A top-up or charge amount (spec 3 §5): a number with step 0.01, at least 0.01. */
export function validateWalletAmount(input: string | number): AmountResult {
  const cents = parseEuros(input);
  if (cents === null) return { ok: false, error: WALLET_MESSAGES.invalidAmount };
  if (cents < 1) return { ok: false, error: WALLET_MESSAGES.amountTooSmall };
  return { ok: true, cents };
}
