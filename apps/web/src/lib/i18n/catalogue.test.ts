import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import el from './el.json';
import en from './en.json';
import legalEl from './legal/el.json';
import legalEn from './legal/en.json';

type Tree = { [key: string]: unknown };
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const SRC = join(import.meta.dirname, '..', '..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Files that translate with the shared catalogue (areas with their own namespace are left to their own tests). */
const SHARED_CATALOGUE_DIRS = [
  'app',
  'components/person-fields',
  'components/ui',
  'lib',
  'features/auth',
  'features/account',
  'features/contact',
  'features/home',
  'features/static-pages',
];

describe('the catalogues', () => {
  it('have the same keys in Greek and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(el).sort());
    expect(keysOf(legalEn as Tree).sort()).toEqual(keysOf(legalEl as Tree).sort());
  });

  it('hold every literal key the shared shell and pages use', () => {
    const known = new Set(keysOf(el));
    const missing: string[] = [];
    for (const dir of SHARED_CATALOGUE_DIRS) {
      for (const file of sources(join(SRC, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) {
          if (!known.has(match[1]!)) missing.push(`${file.slice(SRC.length + 1)}: ${match[1]}`);
        }
        for (const match of text.matchAll(/i18nKey="([\w.-]+)"/g)) {
          if (!known.has(match[1]!)) missing.push(`${file.slice(SRC.length + 1)}: ${match[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the Greek texts the spec gives', () => {
    expect(el.notFound.title).toBe('Η σελίδα που ζητήσατε δε βρέθηκε');
    expect(el.session.expiredTitle).toBe('Η συνεδρία σας έληξε');
    expect(el.errors.null).toBe('Κάτι πήγε στραβά');
    expect(el.errors.unknown).toBe('Something went wrong');
    expect(el.notify.titles).toEqual({ danger: 'Σφάλμα', warning: 'Προσοχή', success: 'Επιτυχία', info: 'Ενημέρωση' });
    expect(el.login.welcome).toBe('Καλωσορίσατε!');
    expect(el.auth.loggedOut).toBe('Αποσυνδεθήκατε με επιτυχία');
    expect(el.verifyEmail.sent).toBe('Ο σύνδεσμος απεστάλη στο email σας με επιτυχία!');
    expect(el.changePassword.done).toBe('Ο κωδικός σας ενημερώθηκε με επιτυχία');
    expect(el.form.passwordMismatch).toBe('Ο νέος κωδικός δεν ταυτίζεται με την επαλήθευση');
  });
});
