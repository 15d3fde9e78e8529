import {
  applyFlag,
  DEFAULT_MATCH_FORMAT,
  formatParts,
  formatScore,
  isDecidedByTieBreak,
  maxCount,
  undoFlags,
  validateGameInput,
  validateMatchScore,
  visibleParts,
  withoutHiddenParts,
  type MatchFormat,
  type MatchScore,
  type PartRule,
  type ScoreFlag,
  type ScorePart,
  type SetScore,
  type Side,
} from '@tennis/domain';
import type { TMatchScoreRequest } from '@tennis/contracts';

// The score form's rules, all from the domain the server validates with, in
// the match's format (decision 033): a box refuses a count past the format's
// range and keeps its old value; ret and def follow applyFlag/undoFlags; parts
// after an early ending or after the match is won hide; a set decided by a
// tie-break asks for the tie-break points; a walkover sends no score.

export type ScoreDraft = Record<ScorePart, SetScore> & { wo: Side | null };

const emptyPart = (): SetScore => ({
  home: null,
  away: null,
  homeRet: false,
  awayRet: false,
  homeDef: false,
  awayDef: false,
  tb: null,
});
export const emptyScore = (): ScoreDraft => ({
  s1: emptyPart(),
  s2: emptyPart(),
  s3: emptyPart(),
  s4: emptyPart(),
  s5: emptyPart(),
  st: emptyPart(),
  wo: null,
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
    wo: score.wo ?? null,
  };
}

/** The rule a part is played by in the format (a set's when the format does not name the part). */
export function ruleOf(format: MatchFormat, part: ScorePart): PartRule {
  return formatParts(format).find((p) => p.name === part)?.rule ?? format.set;
}

export type BoxResult = { ok: true; draft: ScoreDraft } | { ok: false; error: string };

/** Typing into one box: an out-of-range value is refused with the spec's message and the box keeps its value. */
export function typeIntoBox(
  draft: ScoreDraft,
  part: ScorePart,
  side: Side,
  raw: string,
  format: MatchFormat = DEFAULT_MATCH_FORMAT,
): BoxResult {
  const checked = validateGameInput(raw, maxCount(ruleOf(format, part)));
  if (!checked.ok) return { ok: false, error: checked.error };
  const next = { ...draft[part], [side]: checked.value };
  // Tie-break points belong only to a set still standing at a tie-break count.
  if (!isDecidedByTieBreak(ruleOf(format, part), next.home, next.away)) next.tb = null;
  return { ok: true, draft: { ...draft, [part]: next } };
}

/** The set loser's tie-break points typed into a tie-break set. */
export function typeTieBreak(draft: ScoreDraft, part: ScorePart, raw: string): BoxResult {
  const checked = validateGameInput(raw, 99);
  if (!checked.ok) return { ok: false, error: checked.error };
  return { ok: true, draft: { ...draft, [part]: { ...draft[part], tb: checked.value } } };
}

export function flagPart(draft: ScoreDraft, part: ScorePart, side: Side, flag: ScoreFlag): ScoreDraft {
  return { ...draft, [part]: { ...emptyPart(), ...applyFlag(draft[part], side, flag) } };
}

export function clearFlags(draft: ScoreDraft, part: ScorePart): ScoreDraft {
  return { ...draft, [part]: { ...emptyPart(), ...undoFlags(draft[part]) } };
}

const asMatchScore = (draft: ScoreDraft): MatchScore => ({ ...draft });

export const shownParts = (draft: ScoreDraft, format: MatchFormat = DEFAULT_MATCH_FORMAT): ScorePart[] =>
  visibleParts(asMatchScore(draft), format);
export const previewOf = (draft: ScoreDraft, format: MatchFormat = DEFAULT_MATCH_FORMAT): string =>
  formatScore(asMatchScore(draft), { from: 'home', format });
/** The part is a set standing at a tie-break count (7-6): the form asks for the tie-break points. */
export const asksTieBreak = (draft: ScoreDraft, part: ScorePart, format: MatchFormat): boolean =>
  isDecidedByTieBreak(ruleOf(format, part), draft[part].home, draft[part].away);

const partOfRequest = (value: SetScore) => ({
  home: value.home,
  away: value.away,
  homeRet: value.homeRet ?? false,
  awayRet: value.awayRet ?? false,
  homeDef: value.homeDef ?? false,
  awayDef: value.awayDef ?? false,
  tb: value.tb ?? null,
});

/** The body of POST /api/matches/{id}/score: hidden parts dropped, as the server expects; a walkover alone. */
export function requestOf(draft: ScoreDraft, format: MatchFormat = DEFAULT_MATCH_FORMAT): TMatchScoreRequest {
  if (draft.wo) {
    const none = partOfRequest(emptyPart());
    return { s1: none, s2: none, st: null, wo: draft.wo };
  }
  const visible = withoutHiddenParts(asMatchScore(draft), format);
  const optional = (value: SetScore | null | undefined) => (value ? partOfRequest(value) : null);
  return {
    s1: partOfRequest(visible.s1),
    s2: partOfRequest(visible.s2),
    s3: optional(visible.s3),
    s4: optional(visible.s4),
    s5: optional(visible.s5),
    st: optional(visible.st),
  };
}

/** The server's check, run before sending: the same Greek messages by part. */
export function checkDraft(
  draft: ScoreDraft,
  format: MatchFormat = DEFAULT_MATCH_FORMAT,
): Record<string, string[]> | null {
  const request = requestOf(draft, format);
  const result = validateMatchScore({ ...request, wo: request.wo ?? null }, format);
  return result.ok ? null : result.errors;
}
