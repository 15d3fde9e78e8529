import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MATCH_FORMAT,
  MATCH_FORMAT_CODES,
  matchFormatLabel,
  matchFormatOf,
  parseMatchFormat,
} from './match-format.js';
import { formatParts } from './part-rules.js';

describe('parseMatchFormat', () => {
  it.each([
    [
      'SET3-S:6/TB7-F:TB10',
      3,
      { kind: 'set', setTo: 6, tieBreakAt: 6, tieBreakTo: 7 },
      { kind: 'tieBreak', tieBreakTo: 10 },
    ],
    ['SET3-S:6/TB7', 3, { kind: 'set', setTo: 6, tieBreakAt: 6, tieBreakTo: 7 }, null],
    ['SET5-S:6/TB7', 5, { kind: 'set', setTo: 6, tieBreakAt: 6, tieBreakTo: 7 }, null],
    ['SET3-S:4/TB7@3', 3, { kind: 'set', setTo: 4, tieBreakAt: 3, tieBreakTo: 7 }, null],
    ['SET3-S:4/TB7', 3, { kind: 'set', setTo: 4, tieBreakAt: 4, tieBreakTo: 7 }, null],
    ['SET1-S:8/TB7', 1, { kind: 'set', setTo: 8, tieBreakAt: 8, tieBreakTo: 7 }, null],
    ['SET1-S:TB10', 1, { kind: 'tieBreak', tieBreakTo: 10 }, null],
    [
      'SET5-S:6/TB7-F:6',
      5,
      { kind: 'set', setTo: 6, tieBreakAt: 6, tieBreakTo: 7 },
      { kind: 'set', setTo: 6, tieBreakAt: null, tieBreakTo: 7 },
    ],
  ])('reads %s', (code, bestOf, set, final) => {
    expect(parseMatchFormat(code)).toEqual({ code, bestOf, set, final: final ?? set });
  });

  it.each([
    '',
    'SET2-S:6/TB7',
    'SET3-S:6/TB7@4',
    'SET3-S:TB10',
    'SET1-S:6-F:TB10',
    'SET3-S:12/TB7',
    'SET3-S:6/TB3',
    'best of 3',
  ])('refuses %j', (code) => {
    expect(parseMatchFormat(code)).toBeNull();
  });

  it('reads every offered code', () => {
    for (const code of MATCH_FORMAT_CODES) expect(parseMatchFormat(code)?.code).toBe(code);
  });

  it('falls back to the league format for a missing or unreadable stored code', () => {
    expect(matchFormatOf(null)).toBe(DEFAULT_MATCH_FORMAT);
    expect(matchFormatOf('nonsense')).toBe(DEFAULT_MATCH_FORMAT);
    expect(matchFormatOf('SET5-S:6/TB7').bestOf).toBe(5);
  });
});

describe('matchFormatLabel', () => {
  it('names every offered format in Greek, each differently', () => {
    const labels = MATCH_FORMAT_CODES.map(matchFormatLabel);
    expect(new Set(labels).size).toBe(MATCH_FORMAT_CODES.length);
    expect(labels.every((label, at) => label !== MATCH_FORMAT_CODES[at] && /[α-ω]/i.test(label))).toBe(true);
  });

  it('falls back to the TODS code of a format it does not offer', () => {
    expect(matchFormatLabel('SET3-S:6/TB10')).toBe('SET3-S:6/TB10');
  });
});

describe('formatParts', () => {
  it.each([
    ['SET3-S:6/TB7-F:TB10', ['s1', 's2', 'st']],
    ['SET3-S:6/TB7', ['s1', 's2', 's3']],
    ['SET5-S:6/TB7', ['s1', 's2', 's3', 's4', 's5']],
    ['SET1-S:9/TB7', ['s1']],
    ['SET1-S:TB10', ['st']],
  ])('names the parts of %s', (code, names) => {
    expect(formatParts(matchFormatOf(code)).map((part) => part.name)).toEqual(names);
  });
});
