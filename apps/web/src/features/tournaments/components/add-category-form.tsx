import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTournamentCategoriesResponse } from '@tennis/contracts';
import {
  DEFAULT_MATCH_FORMAT_CODE,
  MATCH_FORMAT_CODES,
  MATCH_FORMAT_LABELS,
  type MatchFormatCode,
} from '@tennis/domain';
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

/** Adds one of the host's categories the tournament does not hold yet, in the match format it is played in. */
export function AddCategoryForm({ tournamentId, available }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const add = useAddCategory(tournamentId);
  const [choice, setChoice] = useState('');
  const [matchFormat, setMatchFormat] = useState<MatchFormatCode>(DEFAULT_MATCH_FORMAT_CODE);
  return (
    <Card>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) return;
          add.mutate(
            { hostCategoryId: Number(choice), matchFormat },
            {
              onSuccess: () => {
                setChoice('');
                setMatchFormat(DEFAULT_MATCH_FORMAT_CODE);
              },
              onError: (error) => reportFormError(error),
            },
          );
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
        <SelectField
          id="add-category-format"
          label={t('categories.matchFormat')}
          className="flex-1"
          value={matchFormat}
          onChange={(e) => setMatchFormat(e.target.value as MatchFormatCode)}
        >
          {MATCH_FORMAT_CODES.map((code) => (
            <option key={code} value={code}>
              {MATCH_FORMAT_LABELS[code]}
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
