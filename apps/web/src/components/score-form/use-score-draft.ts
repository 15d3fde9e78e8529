import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ScorePart, Side } from '@tennis/domain';
import type { TMatchScoreRequest } from '@tennis/contracts';
import { checkDraft, emptyScore, requestOf, typeIntoBox, type ScoreDraft } from './score-form-model';

/**
 * The score being typed: each box checks its own value as it is typed (a refused
 * value leaves the box as it was, with the message beside it); the whole score is
 * checked on submit, and the server's refusals by part are merged into the same errors.
 */
export function useScoreDraft({
  serverErrors,
  onSubmit,
}: {
  serverErrors: Record<string, string[]> | undefined;
  onSubmit: (score: TMatchScoreRequest) => void;
}) {
  const form = useForm<ScoreDraft>({ defaultValues: emptyScore() });
  const draft = form.watch();
  const [boxErrors, setBoxErrors] = useState<Record<string, string>>({});
  const [partErrors, setPartErrors] = useState<Record<string, string[]>>({});
  const errors = { ...partErrors, ...serverErrors };

  const replace = (next: ScoreDraft) => {
    // A changed score makes the last check's verdict stale.
    setPartErrors({});
    form.reset(next, { keepDefaultValues: true });
  };
  const type = (part: ScorePart, side: Side, raw: string) => {
    const result = typeIntoBox(draft, part, side, raw);
    const key = `${part}.${side}`;
    if (!result.ok) {
      setBoxErrors((current) => ({ ...current, [key]: result.error }));
      return;
    }
    setBoxErrors(({ [key]: _dropped, ...rest }) => rest);
    replace(result.draft);
  };

  const submit = form.handleSubmit(() => {
    const found = checkDraft(draft);
    setPartErrors(found ?? {});
    if (!found) onSubmit(requestOf(draft));
  });

  return { draft, boxErrors, errors, replace, type, submit };
}
