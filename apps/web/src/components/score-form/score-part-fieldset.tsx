import { useTranslation } from 'react-i18next';
import { maxCount, type MatchFormat, type ScorePart, type Side } from '@tennis/domain';
import { Button } from '../ui/button';
import { SCORE_FORM_NS } from './i18n';
import { cx } from '../ui/cx';
import { inputClasses } from '../ui/input-classes';
import { asksTieBreak, clearFlags, flagPart, ruleOf, type ScoreDraft } from './score-form-model';
import { PART_LABEL } from './score-part-label';
import { ScoreSideRow } from './score-side-row';

type Props = {
  formId: string;
  part: ScorePart;
  format: MatchFormat;
  draft: ScoreDraft;
  sides: [Side, string][];
  boxErrors: Record<string, string>;
  /** The whole score's refusals of this part, the form's own check or the server's. */
  partErrors: string[] | undefined;
  onType: (part: ScorePart, side: Side | 'tb', raw: string) => void;
  onReplace: (next: ScoreDraft) => void;
};

/** One set or the super tie-break: both sides' games, undo of its ret./def., and its errors. */
export function ScorePartFieldset({
  formId,
  part,
  format,
  draft,
  sides,
  boxErrors,
  partErrors,
  onType,
  onReplace,
}: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const value = draft[part];
  const tbId = `${formId}-${part}-tb`;
  const tbError = boxErrors[`${part}.tb`];
  const flagged = value.homeRet || value.awayRet || value.homeDef || value.awayDef;
  return (
    <fieldset className="rounded-control border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t(PART_LABEL[part])}</legend>
      <div className="space-y-2">
        {sides.map(([side, name]) => (
          <ScoreSideRow
            key={side}
            boxId={`${formId}-${part}-${side}`}
            max={maxCount(ruleOf(format, part))}
            part={part}
            side={side}
            name={name}
            value={value}
            boxError={boxErrors[`${part}.${side}`]}
            onType={(raw) => onType(part, side, raw)}
            onFlag={(flag) => onReplace(flagPart(draft, part, side, flag))}
          />
        ))}
        {asksTieBreak(draft, part, format) && !flagged && (
          <div className="grid grid-cols-[minmax(0,1fr)_3.5rem] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_4.5rem]">
            <label htmlFor={tbId} className="text-sm leading-snug text-ink-muted">
              {t('tieBreakPoints')}
            </label>
            <input
              id={tbId}
              inputMode="numeric"
              type="number"
              min={0}
              max={99}
              value={value.tb ?? ''}
              onChange={(event) => onType(part, 'tb', event.target.value)}
              aria-invalid={tbError ? true : undefined}
              className={cx(inputClasses.replace('px-3', 'px-1'), 'text-center')}
            />
            {tbError && (
              <p role="alert" className="col-span-2 text-sm text-danger">
                {tbError}
              </p>
            )}
          </div>
        )}
        {flagged && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onReplace(clearFlags(draft, part))}
            aria-label={t('undoOf', { part: t(PART_LABEL[part]) })}
          >
            {t('undo')}
          </Button>
        )}
        {partErrors?.map((message) => (
          <p key={message} role="alert" className="text-sm text-danger">
            {message}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
