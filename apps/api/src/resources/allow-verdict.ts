import { forbidden } from '../lib/http-error.js';
import type { Verdict } from './define-resource.js';

/** 403 when the policy says no, with its reason when it gives one. */
export function allow(verdict: Verdict): void {
  if (verdict === true) return;
  throw typeof verdict === 'string' ? forbidden(verdict) : forbidden();
}
