import { describe, expect, it } from 'vitest';
import { CLUB_IDS } from '../clubs';
import { content as el } from './el';
import { content as en } from './en';
import { content as es } from './es';
import { content as fr } from './fr';
import { content as it_ } from './it';
import type { GuideContent } from './guide-content';

const CONTENT: Record<string, GuideContent> = { el, en, fr, es, it: it_ };

/** Every text of a language's content, with where it sits. */
function texts(tree: unknown, at = ''): [string, string][] {
  if (typeof tree === 'string') return [[at, tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => texts(value, `${at}.${key}`));
  return [];
}

describe.each(Object.entries(CONTENT))('the guide in %s', (language, content) => {
  const all = texts(content);

  it('has no empty, placeholder or template text', () => {
    for (const [at, text] of all) {
      expect(text.trim(), at).not.toBe('');
      expect(text, at).not.toMatch(/lorem|ipsum/i);
      expect(text, at).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b|\{\{|\}\}/);
      expect(text, at).not.toMatch(/ {2}|^\s|\s$/);
    }
  });

  it('asks seven different questions', () => {
    expect(new Set(content.faq.items.map((item) => item.question)).size).toBe(7);
  });

  it('keeps a price, a temperature or a range of numbers on one line', () => {
    for (const [at, text] of all) {
      expect(text, at).not.toMatch(/\d (€|°C)/);
      expect(text, at).not.toMatch(/\d–\d/);
    }
  });

  it('is its own language, not the English left untranslated', () => {
    if (language === 'en') return;
    const english = new Map(texts(en));
    const untranslated = all
      .filter(([at, text]) => english.get(at) === text)
      // A club's own name and its area are the same in every Latin-script language, and so is the Greek phrase
      // for the desk; French says "courts" too.
      .filter(
        ([at]) =>
          !/\.clubs\.items\.\w+\.(name|area)$|\.phrase\.(greek|reading)$/.test(at) &&
          !(language === 'fr' && at === '.clubs.courtsLabel'),
      )
      .map(([at]) => at);
    expect(untranslated).toEqual([]);
  });

  it('describes every club', () => {
    expect(Object.keys(content.clubs.items).sort()).toEqual([...CLUB_IDS].sort());
  });
});

describe('the Greek guide', () => {
  it('writes every Greek word of more than one syllable with its accent', () => {
    // A word of two or more vowel groups without a tonos is a missing accent (ALL-CAPS acronyms aside).
    const words = texts(el)
      .flatMap(([, text]) => text.match(/[\u0370-\u03ff\u1f00-\u1fff]+/g) ?? [])
      .filter((word) => word !== word.toUpperCase());
    const unaccented = words.filter(
      (word) => !/[άέήίόύώΐΰ]/i.test(word) && (word.match(/[αεηιουω]+/gi) ?? []).length > 1,
    );
    expect([...new Set(unaccented)]).toEqual([]);
  });
});

describe('the French guide', () => {
  it('keeps a no-break space before : ; ? ! and inside « »', () => {
    for (const [at, text] of texts(fr)) {
      expect(text, at).not.toMatch(/ [:;?!»]|« /);
      expect(text, at).not.toMatch(/[^\s\u00a0][;?!»]/);
    }
  });
});
