import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '@tennis/domain';
import type { TMatchScoreRequest } from '@tennis/contracts';
import { TextField } from '../ui/field';
import { SubmitButton } from '../ui/submit-button';
import { previewOf, shownParts } from './score-form-model';
import { ScorePartFieldset } from './score-part-fieldset';
import { useScoreDraft } from './use-score-draft';
import { SCORE_FORM_NS } from './i18n';

type Props = {
  homeName: string;
  awayName: string;
  pending?: boolean;
  /** Server refusals by part (s1, s2, st, score), shown under the part. */
  serverErrors?: Record<string, string[]> | undefined;
  /** The button's text where saving does more than save the score (e.g. records a whole match). */
  submitLabel?: string;
  onSubmit: (score: TMatchScoreRequest) => void;
};

/**
 * Score entry shared by every kind of match: a quick line for the whole score,
 * then two sets and, at one set all, the super tie-break; ret and def per side; the line it will save as a preview.
 * It checks with the domain functions the server uses, so what it accepts the
 * server accepts.
 */
export function ScoreForm({ homeName, awayName, pending = false, serverErrors, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const formId = useId();
  const { draft, boxErrors, errors, replace, type, submit, quick } = useScoreDraft({ serverErrors, onSubmit });
  const preview = previewOf(draft);
  const sides: [Side, string][] = [
    ['home', homeName],
    ['away', awayName],
  ];

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      {/* First and focused: the whole score typed in one line, Enter saves. */}
      <TextField
        data-autofocus
        label={t('quick.label')}
        hint={t('quick.hint')}
        error={quick.error}
        value={quick.text}
        onChange={(event) => quick.type(event.target.value)}
        onKeyDown={(event) => {
          // Enter checks the line itself: a refused line sends nothing, so it must not start the
          // save button's double-send freeze and swallow the corrected line's Enter.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!pending) void submit();
        }}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
      />
      {shownParts(draft).map((part) => (
        <ScorePartFieldset
          key={part}
          formId={formId}
          part={part}
          draft={draft}
          sides={sides}
          boxErrors={boxErrors}
          partErrors={errors[part]}
          onType={type}
          onReplace={replace}
        />
      ))}
      {errors.score?.map((message) => (
        <p key={message} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted" aria-live="polite">
          {preview ? t('preview', { score: preview }) : t('previewEmpty')}
        </p>
        <SubmitButton pending={pending}>{submitLabel ?? t('save')}</SubmitButton>
      </div>
    </form>
  );
}
