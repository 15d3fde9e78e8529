import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { QUICK_PICKS, dateOfPick, type QuickPick } from '../model/quick-pick';
import { UNIFIED_SCHEDULE_NS } from '../i18n';

type Props = {
  date: string;
  /** The quick pick the date stands for, if any. */
  pick: QuickPick | null;
  onDateChange: (date: string) => void;
  /** How many matches the day holds, once known. */
  count: number | undefined;
};

/** Yesterday, today, tomorrow or any date, and how many matches that day holds. */
export function ScheduleDayPicker({ date, pick, onDateChange, count }: Props) {
  const { t } = useTranslation(UNIFIED_SCHEDULE_NS);
  return (
    <Card className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div role="group" aria-label={t('date')} className="flex gap-2">
        {QUICK_PICKS.map((quick) => (
          <button
            key={quick}
            type="button"
            aria-pressed={pick === quick}
            className={buttonClasses(pick === quick ? 'primary' : 'secondary', 'md', 'flex-1 sm:flex-none')}
            onClick={() => onDateChange(dateOfPick(quick))}
          >
            {t(quick)}
          </button>
        ))}
      </div>
      <div className="flex items-end gap-3">
        <TextField type="date" label={t('date')} value={date} onChange={(event) => onDateChange(event.target.value)} />
        <p className="min-h-11 whitespace-nowrap py-2 text-sm font-semibold text-ink-muted" aria-live="polite">
          {count !== undefined ? t('count', { count }) : ''}
        </p>
      </div>
    </Card>
  );
}
