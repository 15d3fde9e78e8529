import { parseAtrp } from './atrp-levels.js';
import type { AtrpLevel } from './atrp-levels.js';
import { ATRP_MESSAGES } from './atrp-messages.js';

export type AtrpResult = { ok: true; atrp: AtrpLevel } | { ok: false; error: string };

/**
 * An ATRP a championship approval, an ATRP update or a championship-mode
 * participation must carry (spec 2 §5, spec 3 §5): required, and one of the
 * levels.
 */
export function validateAtrp(input: string | number | null | undefined): AtrpResult {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return { ok: false, error: ATRP_MESSAGES.required };
  }
  const atrp = parseAtrp(input);
  return atrp === null ? { ok: false, error: ATRP_MESSAGES.notALevel } : { ok: true, atrp };
}
