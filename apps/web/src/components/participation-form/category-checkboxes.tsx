import { useTranslation } from 'react-i18next';
import type { TParticipateCategory } from '@tennis/contracts';
import { CheckboxField } from '../ui/field';
import { PARTICIPATION_FORM_NS } from './i18n';

type Props = {
  offered: readonly Pick<TParticipateCategory, 'id' | 'name'>[];
  selected: number[];
  onToggle: (categoryId: number) => void;
  /** The draws page's quick-add: its one category stays checked. */
  locked: boolean;
  error: string | undefined;
};

/** The categories of the chosen type, one checkbox each. */
export function CategoryCheckboxes({ offered, selected, onToggle, locked, error }: Props) {
  const { t } = useTranslation(PARTICIPATION_FORM_NS);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('categories')}</legend>
      {offered.map((category) => (
        <CheckboxField
          key={category.id}
          label={category.name}
          checked={selected.includes(category.id)}
          disabled={locked}
          onChange={() => onToggle(category.id)}
        />
      ))}
      {error && <p className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
