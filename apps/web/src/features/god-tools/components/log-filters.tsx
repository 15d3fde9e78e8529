import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-classes';
import { GOD_TOOLS_NS } from '../i18n';

export type LogFilter = {
  name: string;
  label: string;
  /** A select's choices; without them the filter is free text. */
  options?: { value: string; label: string }[];
};

type Props = {
  filters: LogFilter[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
};

/** The filters of a log list and its Athens date range (from, to), applied together. */
export function LogFilters({ filters, values, onApply }: Props) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const [draft, setDraft] = useState(values);
  const id = useId();
  const fields: LogFilter[] = [
    ...filters,
    { name: 'from', label: t('filters.from') },
    { name: 'to', label: t('filters.to') },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('filters.title')}
      className="mb-5 grid grid-cols-1 gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const value = draft[field.name] ?? '';
        const change = (next: string) => setDraft({ ...draft, [field.name]: next });
        return (
          <div key={field.name} className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-medium">
              {field.label}
            </label>
            {field.options ? (
              <select id={fieldId} className={inputClasses} value={value} onChange={(e) => change(e.target.value)}>
                <option value="">{t('filters.any')}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                className={inputClasses}
                type={field.name === 'from' || field.name === 'to' ? 'date' : 'text'}
                value={value}
                onChange={(e) => change(e.target.value)}
              />
            )}
          </div>
        );
      })}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
