/**
 * The search key of a text: lower case, no accents or dialytika, final sigma
 * as σ, spaces collapsed. Both the stored text and the typed term go through
 * it, so `παπαδοπουλος` finds `Παπαδόπουλος` and `ΠΑΠΑΔΟΠΟΥΛΟΣ`.
 */
export function normalizeGreekForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ').replace(/\s+/g, ' ').trim();
}
