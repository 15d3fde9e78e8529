import { assertCents } from './cents.js';

/** Euros the Greek way: `12,34 €`, `1.234,56 €`, `-5,00 €`. */
export function formatCents(cents: number): string {
  return formatAmount(cents, '€');
}

/** ATC credits (Athens Tennis Credits) the same way: `12,34 ATC`. */
export function formatCredits(cents: number): string {
  return formatAmount(cents, 'ATC');
}

// Written by hand rather than with Intl: the result must not depend on the
// runtime's locale data, and Intl puts a no-break space before the unit.
function formatAmount(cents: number, unit: string): string {
  assertCents(cents, 'amount');
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const euros = String(Math.trunc(magnitude / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${sign}${euros},${rest} ${unit}`;
}
