/**
 * Amounts the API keeps in cents, shown and typed in euros the Greek way:
 * a comma before the cents ("12,50"); a dot is read as the decimal point too
 * when it is the only separator ("12.50"), or as a thousands separator
 * before a comma ("1.234,50").
 */

/** Cents as the text of an amount field: "12,50" (always two decimals, no symbol). */
export function centsToEuroText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a reader sees them in a list or a record: "1.234,50 €". */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('el-GR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

const WITH_COMMA = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const WITH_DOT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The cents of a typed amount ("12,50", "12.5", "12", "1.234,50", "12,50 €"),
 * or null when it is no amount of euros and cents (letters, a sign, three decimals).
 * An empty text is null as well: the caller decides whether empty is allowed.
 */
export function parseEuroText(text: string): number | null {
  const bare = text.replace(/\s|€/g, '');
  const match = WITH_COMMA.exec(bare) ?? (bare.includes(',') ? null : WITH_DOT.exec(bare));
  if (!match) return null;
  const euros = Number(match[1]!.replace(/\./g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}
