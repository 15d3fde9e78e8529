import { normalizeGreekForSearch } from '../format/normalize-greek-for-search.js';
import { transliterateGreek } from '../format/transliterate-greek.js';

// Greeklish: Greek names typed in Latin letters, the way people type them
// (`papadopoulos`, `xristos`, `kwstas`, `8anasis`). There is no one spelling:
// χ is x, ch, kh or h; θ is th or 8; η, ι, υ, ει and οι are all i (and η is
// often e: Demetris); ω and ο are o; β is v or b; μπ is b or mp; ντ is d or
// nt; γγ is ng or gg; ου is ou or u; ξ is x or ks. So instead of guessing
// one spelling, both sides are folded to one key: a Greek name through its
// transliteration, the typed text directly, and every spelling of a sound
// folds to the same letters. Two texts with the same key are the same name
// as far as a search can tell.

/** Longest first: each pair is a spelling and what it folds to. */
const DIGRAPHS: readonly (readonly [string, string])[] = [
  ['ch', 'x'],
  ['kh', 'x'],
  ['ks', 'x'],
  ['th', '8'],
  ['ph', 'f'],
  ['mp', 'b'],
  ['nt', 'd'],
  ['gg', 'g'],
  ['gk', 'g'],
  ['ng', 'g'],
  ['ou', 'u'],
  ['ei', 'i'],
  ['oi', 'i'],
  ['ai', 'e'],
  ['au', 'ab'],
  ['eu', 'eb'],
  ['ck', 'k'],
];

const SINGLES: ReadonlyMap<string, string> = new Map([
  ['h', 'x'],
  ['c', 'k'],
  ['q', 'k'],
  ['y', 'i'],
  ['w', 'o'],
  ['v', 'b'],
]);

const VOWELS = 'aeiouyw';
const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/;

/** True when the text has a Greek letter: typed in Greek, it needs no Greeklish. */
export const hasGreekLetters = (text: string): boolean => GREEK_LETTER.test(text);

/** One word in Latin letters folded to its key. */
function foldWord(word: string): string {
  let folded = '';
  for (let i = 0; i < word.length;) {
    // Y before a vowel at the start is γ: Yiannis, Yiorgos.
    if (i === 0 && word[0] === 'y' && VOWELS.includes(word[1] ?? '')) {
      folded += 'g';
      i += 1;
      continue;
    }
    const pair = DIGRAPHS.find(([spelling]) => word.startsWith(spelling, i));
    if (pair) {
      folded += pair[1];
      i += 2;
      continue;
    }
    const char = word[i]!;
    folded += SINGLES.get(char) ?? char;
    i += 1;
  }
  // Doubled letters sound single: Pappas, Kallis, Giannis.
  return folded.replace(/(.)\1+/g, '$1');
}

/**
 * The key of a text typed in Latin letters (accents and case ignored): each
 * word folded, words separated by one space.
 */
export function greeklishKey(text: string): string {
  return normalizeGreekForSearch(text)
    .split(' ')
    .filter((word) => word !== '')
    .map(foldWord)
    .join(' ');
}

/** η read as e, as older and English-style spellings write it (Demetris, Athena), except in the ending -ης. */
const etaAsE = (text: string) => text.replace(/η(?!σ(?:\s|$))/g, 'ε');

/**
 * The keys a Greek name is typed as: η as i (Dimitris) and η as e (Demetris),
 * one key when the name has no η. A Latin name gives its own key. The name is
 * read without accents, as the search stores it, so an accent that splits a
 * diphthong (άυλος) is not seen: names almost never have one.
 */
export function greeklishKeysOf(name: string): string[] {
  const normalized = normalizeGreekForSearch(name);
  const keys = new Set([greeklishKey(transliterateGreek(normalized))]);
  if (normalized.includes('η')) keys.add(greeklishKey(transliterateGreek(etaAsE(normalized))));
  return [...keys];
}
