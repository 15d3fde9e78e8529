import { describe, expect, it } from 'vitest';
import { matchFormatOf, type MatchFormat, type ScorePart } from '@tennis/domain';
import {
  checkDraft,
  clearFlags,
  emptyScore,
  flagPart,
  previewOf,
  requestOf,
  shownParts,
  typeIntoBox,
  type ScoreDraft,
} from './score-form-model';

const typed = (entries: [ScorePart, 'home' | 'away', string][], format?: MatchFormat): ScoreDraft =>
  entries.reduce((draft, [part, side, raw]) => {
    const result = typeIntoBox(draft, part, side, raw, format);
    if (!result.ok) throw new Error(result.error);
    return result.draft;
  }, emptyScore());

describe('score form rules', () => {
  it('refuses 8 games in a set box with the spec message and keeps the old value', () => {
    const result = typeIntoBox(emptyScore(), 's1', 'home', '8');
    expect(result).toEqual({ ok: false, error: 'Μη έγκυρη τιμή για τον αριθμό games' });
    expect(typeIntoBox(emptyScore(), 's1', 'home', '-1').ok).toBe(false);
    expect(typeIntoBox(emptyScore(), 's1', 'home', '7').ok).toBe(true);
  });

  it('takes up to 99 points in the super tie-break box', () => {
    expect(typeIntoBox(emptyScore(), 'st', 'home', '99').ok).toBe(true);
    expect(typeIntoBox(emptyScore(), 'st', 'home', '100').ok).toBe(false);
  });

  it('shows the super tie-break only when the sets are split', () => {
    const straight = typed([
      ['s1', 'home', '6'],
      ['s1', 'away', '4'],
      ['s2', 'home', '6'],
      ['s2', 'away', '2'],
    ]);
    expect(shownParts(straight)).toEqual(['s1', 's2']);
    expect(shownParts(straight)).not.toContain('st');
    const split = typed([
      ['s1', 'home', '6'],
      ['s1', 'away', '4'],
      ['s2', 'home', '2'],
      ['s2', 'away', '6'],
    ]);
    expect(shownParts(split)).toEqual(['s1', 's2', 'st']);
  });

  it('hides the later parts after a retirement and fills empty boxes with 0', () => {
    const retired = flagPart(emptyScore(), 's1', 'away', 'ret');
    expect(retired.s1).toMatchObject({ home: 0, away: 0, awayRet: true });
    expect(shownParts(retired)).toEqual(['s1']);
    expect(previewOf(retired)).toBe('0-0 ret.');
  });

  it("lets a ret cancel the other side's ret and its own def, and a def cancel only its own ret", () => {
    let draft = flagPart(emptyScore(), 's1', 'home', 'ret');
    draft = flagPart(draft, 's1', 'away', 'ret');
    expect(draft.s1).toMatchObject({ homeRet: false, awayRet: true });
    draft = flagPart(draft, 's1', 'away', 'def');
    expect(draft.s1).toMatchObject({ awayRet: false, awayDef: true });
    expect(clearFlags(draft, 's1').s1).toMatchObject({
      homeRet: false,
      awayRet: false,
      homeDef: false,
      awayDef: false,
    });
  });

  it('drops a typed super tie-break once the sets no longer split it', () => {
    const draft = typed([
      ['s1', 'home', '6'],
      ['s1', 'away', '4'],
      ['s2', 'home', '6'],
      ['s2', 'away', '3'],
      ['st', 'home', '10'],
      ['st', 'away', '5'],
    ]);
    expect(requestOf(draft).st).toBeNull();
    expect(checkDraft(draft)).toBeNull();
  });

  it('refuses 6-5 with the domain message, as the server does', () => {
    const draft = typed([
      ['s1', 'home', '6'],
      ['s1', 'away', '5'],
      ['s2', 'home', '6'],
      ['s2', 'away', '3'],
    ]);
    expect(checkDraft(draft)?.s1?.[0]).toContain('Μη έγκυρο σκορ σετ');
  });

  it('follows the match format: a real third set, tie-break points, a walkover with no score', () => {
    const bestOfThree = matchFormatOf('SET3-S:6/TB7');
    const split = typed(
      [
        ['s1', 'home', '7'],
        ['s1', 'away', '6'],
        ['s2', 'home', '3'],
        ['s2', 'away', '6'],
        ['s3', 'home', '6'],
        ['s3', 'away', '4'],
      ],
      bestOfThree,
    );
    expect(shownParts(split, bestOfThree)).toEqual(['s1', 's2', 's3']);
    const withPoints = { ...split, s1: { ...split.s1, tb: 5 } };
    expect(checkDraft(withPoints, bestOfThree)).toBeNull();
    expect(previewOf(withPoints, bestOfThree)).toBe('7-6(5) 3-6 6-4');
    expect(requestOf(withPoints, bestOfThree)).toMatchObject({ s3: { home: 6, away: 4 }, st: null });
    // The same score is refused in the league's format, which plays a super tie-break instead.
    expect(checkDraft(withPoints)).not.toBeNull();
    const walkover = { ...split, wo: 'away' as const };
    expect(requestOf(walkover, bestOfThree)).toMatchObject({ s1: { home: null }, wo: 'away', st: null });
    expect(checkDraft(walkover, bestOfThree)).toBeNull();
  });

  it('holds a pro set to its own range', () => {
    const proSet = matchFormatOf('SET1-S:8/TB7');
    expect(typeIntoBox(emptyScore(), 's1', 'home', '9', proSet).ok).toBe(true);
    expect(typeIntoBox(emptyScore(), 's1', 'home', '10', proSet).ok).toBe(false);
    expect(shownParts(emptyScore(), proSet)).toEqual(['s1']);
  });
});
