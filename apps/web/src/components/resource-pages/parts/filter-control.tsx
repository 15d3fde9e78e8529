import { useTranslation } from 'react-i18next';
import type { TFieldMeta } from '@tennis/contracts';
import { inputClasses } from '../../ui/input-classes';
import { NUMBER_DEFAULTS } from '../model/form-schema';
import { RESOURCES_NS } from '../i18n';

type FilterControlProps = {
  id: string;
  field: TFieldMeta;
  value: string;
  onChange: (value: string) => void;
};

/** Native input types of the filter controls. */
function inputTypeOf(field: TFieldMeta): string {
  switch (field.type) {
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime-local';
    case 'email':
      return 'email';
    case 'phone':
    case 'tel':
      return 'tel';
    default:
      return 'search';
  }
}

/** One filter, labelled: a select with "any" first for choices and yes/no, an input for the rest. */
export function FilterControl({ id, field, value, onChange }: FilterControlProps) {
  const { t } = useTranslation(RESOURCES_NS);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-ink-muted">
        {field.label}
      </label>
      {field.type === 'select' || field.type === 'boolean' ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
          <option value="">{t('list.any')}</option>
          {field.type === 'boolean' ? (
            <>
              <option value="1">{t('values.yes')}</option>
              <option value="0">{t('values.no')}</option>
            </>
          ) : (
            field.options?.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {o.label}
              </option>
            ))
          )}
        </select>
      ) : (
        <input
          id={id}
          type={inputTypeOf(field)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClasses}
          {...(field.type === 'number'
            ? {
                step: field.step ?? NUMBER_DEFAULTS.step,
                min: field.min ?? NUMBER_DEFAULTS.min,
                max: field.max,
              }
            : {})}
        />
      )}
    </div>
  );
}
