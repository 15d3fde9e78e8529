import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue of the app (the shared one, the legal texts, each feature's
 * and each shared component's), checked together so that a Greek page never
 * shows a raw key or a text that was only ever written in English.
 */
const SRC = join(import.meta.dirname, '..', '..');

function englishCatalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return englishCatalogues(path);
    return name === 'en.json' ? [path] : [];
  });
}

/** Texts by their path, lists (the legal pages' sections) included: `terms.sections.0.title`. */
function entriesOf(tree: unknown, prefix = ''): [string, string][] {
  if (tree && typeof tree === 'object') {
    return Object.entries(tree).flatMap(([key, value]) => entriesOf(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, String(tree)]];
}
/** Entries that are names, never shown as prose: the anchors of the legal pages' sections and the cookies' own names. */
const IDENTIFIER = /(^|\.)sections\.\d+\.id$|^cookies\.table\.rows\.\d+\.0$/;
const read = (path: string) =>
  new Map(entriesOf(JSON.parse(readFileSync(path, 'utf8'))).filter(([key]) => !IDENTIFIER.test(key)));

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

/**
 * Latin words a Greek text may hold on its own, because Greek writes them the
 * same way. Anything else written only in Latin letters is English left behind.
 */
const PROPER_WORDS = new Set([
  // The level rating's name (spec 3) and the platform's brand.
  'ATRP',
  'Athens',
  'Tennis',
  // The championship's two divisions are called by these names on the courts and in the rules.
  'OPEN',
  'UNDER',
  // The season's knockout phase and the open tournament are called by their own names (spec 3 §1, §9).
  'Knockouts',
  'Open',
  'TAF',
  // Services and units named by their own names.
  'Email',
  'Facebook',
  'Instagram',
  'YouTube',
  'KB',
  'MB',
  'OK',
  // Formats and channels called by their acronyms in Greek too.
  'HTML',
  'SMS',
  'Ctrl',
  'K',
  // Score-sheet notations the Greek tennis world uses as they are: versus, walkover, retired, defaulted.
  'vs',
  'w/o',
  'ret.',
  'def.',
]);
/**
 * The generic back-office pages' field labels come from the server, in Greek (GET …/meta); the catalogue
 * holds only their translations (components/resource-pages/model/localize-meta.ts).
 */
const TRANSLATED_FROM_SERVER = /^components\/resource-pages\/i18n\/el\.json meta\./;
/** The one English text the spec asks for in the Greek catalogue: the message of an error without a known cause. */
const SPEC_ENGLISH = new Set(['lib/i18n/el.json errors.unknown']);

function latinWords(text: string): string[] {
  const bare = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?\w+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // The walkover's notation on a score sheet, written the same way in Greek.
    .replace(/(^|\s)w\/o(?=\s|$)/g, ' ');
  return bare.match(/[A-Za-z][A-Za-z.]*/g) ?? [];
}

const catalogues = englishCatalogues(SRC).map((en) => ({
  name: join(dirname(en), 'el.json').slice(SRC.length + 1),
  en,
  el: join(dirname(en), 'el.json'),
}));

describe('the Greek catalogues', () => {
  it('are found next to every English one', () => {
    expect(catalogues.length).toBeGreaterThan(10);
    expect(catalogues.filter((c) => !existsSync(c.el)).map((c) => c.name)).toEqual([]);
  });

  it('hold every key of the English catalogues, and no other', () => {
    const differences = catalogues.flatMap(({ name, en, el }) => {
      const english = [...read(en).keys()].filter((key) => !TRANSLATED_FROM_SERVER.test(`${name} ${key}`));
      const greek = [...read(el).keys()];
      return [
        ...english.filter((key) => !greek.includes(key)).map((key) => `${name} lacks ${key}`),
        ...greek.filter((key) => !english.includes(key)).map((key) => `${name} has extra ${key}`),
      ];
    });
    expect(differences).toEqual([]);
  });

  it('never give a key as a text', () => {
    const keysAsTexts = catalogues.flatMap(({ name, el }) =>
      [...read(el)]
        .filter(([, text]) => !PROPER_WORDS.has(text))
        .filter(([key, text]) => text === key || text === key.split('.').at(-1) || /^[a-z]+(\.[\w-]+)+$/.test(text))
        .map(([key, text]) => `${name} ${key}: ${text}`),
    );
    expect(keysAsTexts).toEqual([]);
  });

  it('write in Greek: a text in Latin letters only holds nothing but proper words', () => {
    const english = catalogues.flatMap(({ name, el }) =>
      [...read(el)]
        .filter(([key]) => !SPEC_ENGLISH.has(`${name} ${key}`))
        .filter(([, text]) => !GREEK.test(text))
        .filter(([, text]) => latinWords(text).some((word) => !PROPER_WORDS.has(word)))
        .map(([key, text]) => `${name} ${key}: ${text}`),
    );
    expect(english).toEqual([]);
  });

  it('leave the English catalogues in English, with texts rather than keys', () => {
    const wrong = catalogues.flatMap(({ name, en }) =>
      [...read(en)]
        .filter(([key, text]) => GREEK.test(text) || (!PROPER_WORDS.has(text) && text === key.split('.').at(-1)))
        .map(([key, text]) => `${name.replace('el.json', 'en.json')} ${key}: ${text}`),
    );
    expect(wrong).toEqual([]);
  });

  it('catch an English text left in a Greek catalogue', () => {
    // The checks above must be able to fail: the texts this task replaced would not pass.
    for (const leftover of ['PLAY', 'INJURY-PAUSE', 'Race to month', 'Games', 'Seeds', 'Slug', 'God', 'Head-2-head']) {
      expect(latinWords(leftover).some((word) => !PROPER_WORDS.has(word))).toBe(true);
    }
  });
});
