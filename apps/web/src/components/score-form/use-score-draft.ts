import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { parseQuickScore, type MatchFormat, type ScorePart, type Side } from '@tennis/domain';
import type { TMatchScoreRequest } from '@tennis/contracts';
import {
  checkDraft,
  draftOf,
  emptyScore,
  requestOf,
  typeIntoBox,
  typeTieBreak,
  type ScoreDraft,
} from './score-form-model';

/**
 * The score being typed: each box checks its own value as it is typed (a refused
 * value leaves the box as it was, with the message beside it); the whole score is
 * checked on submit, and the server's refusals by part are merged into the same errors.
 * The quick line (`6-4 3-6 10-8`) fills the boxes as soon as it reads as a whole
 * score; on submit a line that does not says why, and nothing is sent. Editing a
 * box or a flag afterwards empties the line, so what is sent is what the boxes show.
 */
export function useScoreDraft({
  format,
  serverErrors,
  onSubmit,
}: {
  format: MatchFormat;
  serverErrors: Record<string, string[]> | undefined;
  onSubmit: (score: TMatchScoreRequest) => void;
}) {
  const form = useForm<ScoreDraft>({ defaultValues: emptyScore() });
  const draft = form.watch();
  const [boxErrors, setBoxErrors] = useState<Record<string, string>>({});
  const [partErrors, setPartErrors] = useState<Record<string, string[]>>({});
  const [quick, setQuick] = useState('');
  const [quickError, setQuickError] = useState<string | undefined>();
  const errors = { ...partErrors, ...serverErrors };

  const fill = (next: ScoreDraft) => {
    // A changed score makes the last check's verdict stale.
    setPartErrors({});
    form.reset(next, { keepDefaultValues: true });
  };
  const replace = (next: ScoreDraft) => {
    setQuick('');
    setQuickError(undefined);
    fill(next);
  };
  const typeQuick = (text: string) => {
    setQuick(text);
    setQuickError(undefined);
    const parsed = parseQuickScore(text, format);
    if (parsed.ok) fill(draftOf(parsed.score));
  };
  const type = (part: ScorePart, side: Side | 'tb', raw: string) => {
    const result = side === 'tb' ? typeTieBreak(draft, part, raw) : typeIntoBox(draft, part, side, raw, format);
    const key = `${part}.${side}`;
    if (!result.ok) {
      setBoxErrors((current) => ({ ...current, [key]: result.error }));
      return;
    }
    setBoxErrors(({ [key]: _dropped, ...rest }) => rest);
    replace(result.draft);
  };

  const submit = form.handleSubmit(() => {
    if (quick.trim() !== '') {
      const parsed = parseQuickScore(quick, format);
      if (!parsed.ok) return setQuickError(parsed.error);
      return onSubmit(requestOf(draftOf(parsed.score), format));
    }
    const found = checkDraft(draft, format);
    setPartErrors(found ?? {});
    if (!found) onSubmit(requestOf(draft, format));
  });

  const setWalkover = (side: Side | null) => replace({ ...draft, wo: side });

  return {
    draft,
    setWalkover,
    boxErrors,
    errors,
    replace,
    type,
    submit,
    quick: { text: quick, error: quickError, type: typeQuick },
  };
}
