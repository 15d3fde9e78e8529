import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_COMMON } from '@tennis/contracts';

/** Beside src/ and dist/ alike: two levels up from this module. */
const LIST_FILE = new URL('../../wordlists/common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | undefined;

/** The bundled list, read once on first use (10,000 lines, lowercase). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * One of the 10,000 most common passwords, whatever its case: the first ones
 * an attacker tries, so length alone does not make them safe ("password1").
 */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

/**
 * `schema` with one more rule: the new password at `field` is not a common
 * one. A refusal is a field error like any other (422, in Greek). A password
 * too short is left to the schema's own message, and so is an empty one (an
 * update that keeps the password sends none).
 */
export function refusingCommonPasswords<S extends z.ZodType>(schema: S, field: string): S {
  return schema.superRefine((value, context) => {
    const password = (value as Record<string, unknown> | null)?.[field];
    if (typeof password === 'string' && password.length >= MIN_PASSWORD_LENGTH && isCommonPassword(password))
      context.addIssue({ code: 'custom', path: [field], message: PASSWORD_TOO_COMMON });
  });
}
