import { useTranslation } from 'react-i18next';
import type { ScoreFlag, ScorePart, SetScore, Side } from '@tennis/domain';
import { cx } from '../ui/cx';
import { inputClasses } from '../ui/input-classes';
import { FlagButton } from './flag-button';
import { SCORE_FORM_NS } from './i18n';
import { PART_LABEL } from './score-part-label';

type Props = {
  boxId: string;
  /** The highest count the box takes in the match's format. */
  max: number;
  part: ScorePart;
  side: Side;
  name: string;
  value: SetScore;
  /** The box's own refusal, e.g. 8 games. */
  boxError: string | undefined;
  onType: (raw: string) => void;
  onFlag: (flag: ScoreFlag) => void;
};

/** One side's games in one part, with its ret. and def. toggles. */
export function ScoreSideRow({ boxId, max, part, side, name, value, boxError, onType, onFlag }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const ret = side === 'home' ? value.homeRet : value.awayRet;
  const def = side === 'home' ? value.homeDef : value.awayDef;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_3.5rem_auto] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_4.5rem_auto]">
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
        onChange={(event) => onType(event.target.value)}
        aria-invalid={boxError ? true : undefined}
        // Narrow side padding: a phone's 3.5rem box still shows a two-digit tie-break count whole.
        className={cx(inputClasses.replace('px-3', 'px-1'), 'text-center')}
      />
      <div className="flex gap-1">
        <FlagButton
          active={Boolean(ret)}
          label={t('ret')}
          title={t('retOf', { side: name, part: t(PART_LABEL[part]) })}
          onClick={() => onFlag('ret')}
        />
        <FlagButton
          active={Boolean(def)}
          label={t('def')}
          title={t('defOf', { side: name, part: t(PART_LABEL[part]) })}
          onClick={() => onFlag('def')}
        />
      </div>
      {boxError && (
        <p role="alert" className="col-span-3 text-sm text-danger">
          {boxError}
        </p>
      )}
    </div>
  );
}
