import { z } from 'zod';
import { REQUIRED } from './common.js';

let configured = false;

/**
 * Makes every zod message Greek, in the browser and on the server alike, so a
 * field error reads the same wherever it was found. A missing value always
 * reads 'Αυτό το πεδίο είναι υποχρεωτικό' (spec 1 §5); everything else falls
 * back to zod's Greek locale.
 */
export function useGreekMessages(): void {
  if (configured) return;
  configured = true;
  const greek = z.locales.el().localeError;
  z.config({
    localeError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null || issue.input === '')) {
        return REQUIRED;
      }
      return greek(issue);
    },
  });
}
