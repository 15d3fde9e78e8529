import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScorePart, Side } from '@tennis/domain';
import type { TMatchScoreRequest } from '@tennis/contracts';
import { Button } from '../ui/button';
import { cx } from '../ui/cx';
import { inputClasses } from '../ui/field';
import { SubmitButton } from '../ui/submit-button';
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
import { SCORE_FORM_NS } from './i18n';

type Props = {
  homeName: string;
  awayName: string;
  pending?: boolean;
  /** Server refusals by part (s1, s2, st, score), shown under the part. */
  serverErrors?: Record<string, string[]> | undefined;
  onSubmit: (score: TMatchScoreRequest) => void;
};

const PART_LABEL: Record<ScorePart, string> = { s1: 'set1', s2: 'set2', st: 'superTieBreak' };

/**
 * Score entry shared by every kind of match: two sets and, at one set all, the
 * super tie-break; ret and def per side; the line it will save as a preview.
 * It checks with the domain functions the server uses, so what it accepts the
 * server accepts.
 */
export function ScoreForm({ homeName, awayName, pending = false, serverErrors, onSubmit }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const formId = useId();
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

  const preview = previewOf(draft);
  const sides: [Side, string][] = [
    ['home', homeName],
    ['away', awayName],
  ];

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      {shownParts(draft).map((part) => {
        const max = part === 'st' ? 99 : 7;
        const value = draft[part];
        const flagged = value.homeRet || value.awayRet || value.homeDef || value.awayDef;
        return (
          <fieldset key={part} className="rounded-control border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{t(PART_LABEL[part])}</legend>
            <div className="space-y-2">
              {sides.map(([side, name]) => {
                const boxId = `${formId}-${part}-${side}`;
                const boxError = boxErrors[`${part}.${side}`];
                const ret = side === 'home' ? value.homeRet : value.awayRet;
                const def = side === 'home' ? value.homeDef : value.awayDef;
                return (
                  <div
                    key={side}
                    className="grid grid-cols-[minmax(0,1fr)_3.5rem_auto] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_4.5rem_auto]"
                  >
                    {/* Wrapped, not cut: on a phone two players often share a first name. */}
                    <label htmlFor={boxId} className="text-sm leading-snug break-words">
                      {name}
                    </label>
                    <input
                      id={boxId}
                      inputMode="numeric"
                      type="number"
                      min={0}
                      max={max}
                      value={side === 'home' ? (value.home ?? '') : (value.away ?? '')}
                      onChange={(event) => type(part, side, event.target.value)}
                      aria-invalid={boxError ? true : undefined}
                      className={cx(inputClasses, 'text-center')}
                    />
                    <div className="flex gap-1">
                      <FlagButton
                        active={Boolean(ret)}
                        label={t('ret')}
                        title={t('retOf', { side: name, part: t(PART_LABEL[part]) })}
                        onClick={() => replace(flagPart(draft, part, side, 'ret'))}
                      />
                      <FlagButton
                        active={Boolean(def)}
                        label={t('def')}
                        title={t('defOf', { side: name, part: t(PART_LABEL[part]) })}
                        onClick={() => replace(flagPart(draft, part, side, 'def'))}
                      />
                    </div>
                    {boxError && (
                      <p role="alert" className="col-span-3 text-sm text-danger">
                        {boxError}
                      </p>
                    )}
                  </div>
                );
              })}
              {flagged && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => replace(clearFlags(draft, part))}
                  aria-label={t('undoOf', { part: t(PART_LABEL[part]) })}
                >
                  {t('undo')}
                </Button>
              )}
              {errors[part]?.map((message) => (
                <p key={message} role="alert" className="text-sm text-danger">
                  {message}
                </p>
              ))}
            </div>
          </fieldset>
        );
      })}
      {errors.score?.map((message) => (
        <p key={message} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted" aria-live="polite">
          {preview ? t('preview', { score: preview }) : t('previewEmpty')}
        </p>
        <SubmitButton pending={pending}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}

function FlagButton({
  active,
  label,
  title,
  onClick,
}: {
  active: boolean;
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      title={title}
      aria-label={title}
      className={cx(
        'focus-ring min-h-11 min-w-11 rounded-control border px-2 text-xs font-semibold',
        active ? 'border-danger bg-danger text-white' : 'border-line bg-surface text-ink hover:bg-surface-sunken',
      )}
    >
      {label}
    </button>
  );
}
