import { useTranslation } from 'react-i18next';
import type { ScorePart, Side } from '@tennis/domain';
import { Button } from '../ui/button';
import { SCORE_FORM_NS } from './i18n';
import { clearFlags, flagPart, type ScoreDraft } from './score-form-model';
import { PART_LABEL } from './score-part-label';
import { ScoreSideRow } from './score-side-row';

type Props = {
  formId: string;
  part: ScorePart;
  draft: ScoreDraft;
  sides: [Side, string][];
  boxErrors: Record<string, string>;
  /** The whole score's refusals of this part, the form's own check or the server's. */
  partErrors: string[] | undefined;
  onType: (part: ScorePart, side: Side, raw: string) => void;
  onReplace: (next: ScoreDraft) => void;
};

/** One set or the super tie-break: both sides' games, undo of its ret./def., and its errors. */
export function ScorePartFieldset({ formId, part, draft, sides, boxErrors, partErrors, onType, onReplace }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const value = draft[part];
  const flagged = value.homeRet || value.awayRet || value.homeDef || value.awayDef;
  return (
    <fieldset className="rounded-control border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t(PART_LABEL[part])}</legend>
      <div className="space-y-2">
        {sides.map(([side, name]) => (
          <ScoreSideRow
            key={side}
            boxId={`${formId}-${part}-${side}`}
            part={part}
            side={side}
            name={name}
            value={value}
            boxError={boxErrors[`${part}.${side}`]}
            onType={(raw) => onType(part, side, raw)}
            onFlag={(flag) => onReplace(flagPart(draft, part, side, flag))}
          />
        ))}
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
