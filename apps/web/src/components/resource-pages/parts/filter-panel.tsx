import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFieldMeta } from '@tennis/contracts';
import { Button } from '../../ui/button';
import { FilterIcon } from '../../svg-icons/icons';
import { RESOURCES_NS } from '../i18n';
import { FilterControl } from './filter-control';

type FilterPanelProps = {
  fields: TFieldMeta[];
  /** The filters in force (from the URL). */
  values: Record<string, string>;
  onApply: (filters: Record<string, string>) => void;
};

/**
 * The filters of a generic list. Values are drafts until applied; the page
 * mirrors the applied ones into the URL. Below 640 px the panel folds away.
 */
export function FilterPanel({ fields, values, onApply }: FilterPanelProps) {
  const { t } = useTranslation(RESOURCES_NS);
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const formId = useId();
  const active = Object.keys(values).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <details
      open={active > 0 || undefined}
      className="group mb-4 rounded-card border border-line bg-surface sm:open:pb-0"
    >
      <summary className="focus-ring flex cursor-pointer list-none items-center gap-2 rounded-card px-4 py-3 text-sm font-semibold select-none">
        <FilterIcon className="size-4 text-clay-600" />
        {t('list.filters')}
        {active > 0 && (
          <span className="rounded-pill bg-clay-100 px-2 py-0.5 text-xs text-clay-800 dark:bg-clay-900 dark:text-clay-100">
            {active}
          </span>
        )}
      </summary>
      <form onSubmit={submit} className="border-t border-line px-4 py-4" role="search">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {fields.map((field) => (
            <FilterControl
              key={field.name}
              id={`${formId}-${field.name}`}
              field={field}
              value={draft[field.name] ?? ''}
              onChange={(next) => setDraft((d) => ({ ...d, [field.name]: next }))}
            />
          ))}
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={clear}
            disabled={active === 0 && Object.values(draft).every((v) => !v)}
          >
            {t('list.clearFilters')}
          </Button>
          <Button type="submit" size="sm">
            {t('list.applyFilters')}
          </Button>
        </div>
      </form>
    </details>
  );
}
