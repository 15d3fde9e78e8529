import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import type { FriendlyDraft } from '../model/friendly-draft';
import { FRIENDLY_MATCHES_NS } from '../i18n';

const TYPES = ['singles', 'doubles'] as const;

/** Step 0: singles or doubles, as two large choices. */
export function TypeStep({
  type,
  onChange,
}: {
  type: FriendlyDraft['type'];
  onChange: (type: FriendlyDraft['type']) => void;
}) {
  const { t } = useTranslation(FRIENDLY_MATCHES_NS);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-semibold">{t('type.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {TYPES.map((option) => (
          <label
            key={option}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-card border p-4',
              type === option ? 'border-court-600 bg-court-50 dark:bg-court-950' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="friendly-type"
              value={option}
              checked={type === option}
              onChange={() => onChange(option)}
              className="mt-1 size-4 accent-court-700"
            />
            <span>
              <span className="block font-semibold">{t(`type.${option}`)}</span>
              <span className="block text-sm text-ink-muted">{t(`type.${option}Text`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
