import { transliterateGreek } from './transliterate-greek.js';

/**
 * The URL name of a tournament or championship: Greek transliterated by
 * ELOT 743, lower-case Latin letters and digits in words joined by hyphens
 * (`Τουρνουά Άνοιξης 2025` → `tournoua-anoixis-2025`).
 */
export function slugify(name: string): string {
  return transliterateGreek(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
