import { useTranslation } from 'react-i18next';
import { AtrpLevelOptions } from '../atrp/atrp-level-options';
import { inputClasses } from '../ui/input-classes';
import { PARTICIPATION_FORM_NS } from './i18n';

/** An optional ATRP rating; the empty option sends none. */
export function AtrpSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(PARTICIPATION_FORM_NS);
  return (
    <label className="block max-w-xs text-sm font-medium">
      {t('atrp')}
      <select className={`${inputClasses} mt-1`} value={value} onChange={(e) => onChange(e.target.value)}>
        <AtrpLevelOptions emptyLabel="—" />
      </select>
    </label>
  );
}
