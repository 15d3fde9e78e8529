import {
  applyFlag,
  formatScore,
  isSuperTieBreakNeeded,
  undoFlags,
  validateGameInput,
  validateMatchScore,
  visibleParts,
  withoutHiddenParts,
  type MatchScore,
  type ScoreFlag,
  type ScorePart,
  type SetScore,
  type Side,
} from '@tennis/domain';
import type { TMatchScoreRequest } from '@tennis/contracts';

// The score form's rules, all from the domain the server validates with: a
// box refuses anything but 0–7 (99 in the super tie-break) and keeps its old
// value; ret and def follow applyFlag/undoFlags; parts after an early ending
// hide; the super tie-break shows only at one set all.

export type ScoreDraft = Record<ScorePart, SetScore>;

const emptyPart = (): SetScore => ({
  home: null,
  away: null,
  homeRet: false,
  awayRet: false,
  homeDef: false,
  awayDef: false,
});
export const emptyScore = (): ScoreDraft => ({
  s1: emptyPart(),
  s2: emptyPart(),
  s3: emptyPart(),
  s4: emptyPart(),
  s5: emptyPart(),
  st: emptyPart(),
});

/** A parsed score (the quick line's) as the form's draft: every part present, unflagged parts unflagged. */
export function draftOf(score: MatchScore): ScoreDraft {
  return {
    s1: { ...emptyPart(), ...score.s1 },
    s2: { ...emptyPart(), ...score.s2 },
    s3: { ...emptyPart(), ...score.s3 },
    s4: { ...emptyPart(), ...score.s4 },
    s5: { ...emptyPart(), ...score.s5 },
    st: { ...emptyPart(), ...score.st },
  };
}

export type BoxResult = { ok: true; draft: ScoreDraft } | { ok: false; error: string };

/** Typing into one box: an out-of-range value is refused with the spec's message and the box keeps its value. */
export function typeIntoBox(draft: ScoreDraft, part: ScorePart, side: Side, raw: string): BoxResult {
  const checked = validateGameInput(raw, part === 'st' ? 'superTieBreak' : 'set');
  if (!checked.ok) return { ok: false, error: checked.error };
  return { ok: true, draft: { ...draft, [part]: { ...draft[part], [side]: checked.value } } };
}

export function flagPart(draft: ScoreDraft, part: ScorePart, side: Side, flag: ScoreFlag): ScoreDraft {
  return { ...draft, [part]: { ...emptyPart(), ...applyFlag(draft[part], side, flag) } };
}

export function clearFlags(draft: ScoreDraft, part: ScorePart): ScoreDraft {
  return { ...draft, [part]: { ...emptyPart(), ...undoFlags(draft[part]) } };
}

const asMatchScore = (draft: ScoreDraft): MatchScore => ({ s1: draft.s1, s2: draft.s2, st: draft.st });

export const shownParts = (draft: ScoreDraft): ScorePart[] => visibleParts(asMatchScore(draft));
export const needsSuperTieBreak = (draft: ScoreDraft): boolean => isSuperTieBreakNeeded(asMatchScore(draft));
export const previewOf = (draft: ScoreDraft): string => formatScore(asMatchScore(draft), { from: 'home' });

const flagsOf = (part: SetScore | null | undefined) => ({
  homeRet: part?.homeRet ?? false,
  awayRet: part?.awayRet ?? false,
  homeDef: part?.homeDef ?? false,
  awayDef: part?.awayDef ?? false,
});

/** The body of POST /api/matches/{id}/score: hidden parts dropped, as the server expects. */
export function requestOf(draft: ScoreDraft): TMatchScoreRequest {
  const visible = withoutHiddenParts(asMatchScore(draft));
  const part = (value: SetScore) => ({ home: value.home, away: value.away, ...flagsOf(value) });
  return { s1: part(visible.s1), s2: part(visible.s2), st: visible.st ? part(visible.st) : null };
}

/** The server's check, run before sending: the same Greek messages by part. */
export function checkDraft(draft: ScoreDraft): Record<string, string[]> | null {
  const request = requestOf(draft);
  const result = validateMatchScore({ s1: request.s1, s2: request.s2, st: request.st ?? null });
  return result.ok ? null : result.errors;
}
