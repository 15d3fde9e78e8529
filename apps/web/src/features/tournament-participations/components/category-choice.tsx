import { useTranslation } from 'react-i18next';
import type { TParticipateInfo } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/field';
import { PARTICIPATIONS_NS } from '../i18n';

type Props = {
  offered: TParticipateInfo['categories'];
  selected: number[];
  error: string | undefined;
  onToggle: (categoryId: number) => void;
};

/** The categories open to the entrants' genders, one checkbox each; none until a gender is chosen. */
export function CategoryChoice({ offered, selected, error, onToggle }: Props) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('participate.categories')}</h2>
      {offered.length === 0 && <p className="text-sm text-ink-muted">{t('participate.chooseGender')}</p>}
      {offered.map((category) => (
        <CheckboxField
          key={category.id}
          label={category.name}
          checked={selected.includes(category.id)}
          onChange={() => onToggle(category.id)}
        />
      ))}
      {error && <p className="text-sm text-danger">{error}</p>}
    </Card>
  );
}
