import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTournamentCategoriesResponse } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { reportFormError } from '../../../lib/form-errors';
import { useAddCategory } from '../api/tournaments-api';
import { TOURNAMENTS_NS } from '../i18n';

type Props = {
  /** The tournament's id as the address names it. */
  tournamentId: string;
  available: TTournamentCategoriesResponse['available'];
};

/** Adds one of the host's categories the tournament does not hold yet. */
export function AddCategoryForm({ tournamentId, available }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const add = useAddCategory(tournamentId);
  const [choice, setChoice] = useState('');
  return (
    <Card>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) return;
          add.mutate(Number(choice), {
            onSuccess: () => setChoice(''),
            onError: (error) => reportFormError(error),
          });
        }}
      >
        <SelectField
          id="add-category"
          label={t('categories.add')}
          className="flex-1"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {available.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={!choice || add.isPending}>
          {t('categories.addButton')}
        </Button>
      </form>
    </Card>
  );
}
