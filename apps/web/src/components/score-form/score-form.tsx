import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MATCH_FORMAT_CODE, matchFormatOf, type Side } from '@tennis/domain';
import type { TMatchScoreRequest } from '@tennis/contracts';
import { SelectField, TextField } from '../ui/field';
import { SubmitButton } from '../ui/submit-button';
import { previewOf, shownParts } from './score-form-model';
import { ScorePartFieldset } from './score-part-fieldset';
import { useScoreDraft } from './use-score-draft';
import { SCORE_FORM_NS } from './i18n';

type Props = {
  /** The TODS code of the match's format (decision 033); the league's by default. */
  matchFormat?: string;
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
 * Score entry shared by every kind of match, in the match's format: a quick
 * line for the whole score, then the sets a side needs and any deciding part
 * (the super tie-break at one set all in the league's format), tie-break points
 * for a set decided by a tie-break, ret and def per side, or a walkover with no
 * score; the line it will save as a preview.
 * It checks with the domain functions the server uses, so what it accepts the
 * server accepts.
 */
export function ScoreForm({
  matchFormat = DEFAULT_MATCH_FORMAT_CODE,
  homeName,
  awayName,
  pending = false,
  serverErrors,
  submitLabel,
  onSubmit,
}: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const formId = useId();
  const format = useMemo(() => matchFormatOf(matchFormat), [matchFormat]);
  const { draft, boxErrors, errors, replace, type, submit, quick, setWalkover } = useScoreDraft({
    format,
    serverErrors,
    onSubmit,
  });
  const preview = draft.wo ? 'w/o' : previewOf(draft, format);
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
      <SelectField
        label={t('outcome.label')}
        value={draft.wo ?? ''}
        onChange={(event) => setWalkover(event.target.value === '' ? null : (event.target.value as Side))}
      >
        <option value="">{t('outcome.played')}</option>
        <option value="home">{t('outcome.walkover', { side: homeName })}</option>
        <option value="away">{t('outcome.walkover', { side: awayName })}</option>
      </SelectField>
      {shownParts(draft, format).map((part) => (
        <ScorePartFieldset
          key={part}
          formId={formId}
          part={part}
          format={format}
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
