import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PARTICIPATIONS_NS } from '../i18n';
import { CategoryChoice } from './category-choice';
import { ParticipantFields } from './participant-fields';
import { TeammateCard } from './teammate-card';
import type { ParticipationDraftState } from './use-participation-draft';

type Props = {
  form: ParticipationDraftState;
  errors: Record<string, string[]>;
  pending: boolean;
  onSubmit: () => void;
};

/** The sign-up: who enters (with a teammate for doubles), in which categories, and the terms. */
export function ParticipateForm({ form, errors, pending, onSubmit }: Props) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('participate.you')}</h2>
        <ParticipantFields
          prefix="guest"
          value={form.me}
          readOnly={form.isPlayer}
          errors={errors}
          onChange={form.changeMe}
        />
      </Card>
      <TeammateCard
        teammate={form.teammate}
        errors={errors}
        onToggle={form.toggleTeammate}
        onChange={form.changeTeammate}
      />
      <CategoryChoice
        offered={form.offered}
        selected={form.selected}
        error={errors.tournamentCategoryIds?.[0]}
        onToggle={form.toggleCategory}
      />
      <CheckboxField
        label={t('participate.terms')}
        checked={form.terms}
        onChange={(e) => form.setTerms(e.target.checked)}
        error={errors.termsAndConditionsAgreed?.[0]}
      />
      <SubmitButton type="button" pending={pending} onClick={onSubmit} className="w-full sm:w-auto">
        {t('participate.submit')}
      </SubmitButton>
    </div>
  );
}
