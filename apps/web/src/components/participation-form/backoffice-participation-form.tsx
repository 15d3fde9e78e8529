import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../ui/submit-button';
import { AtrpSelect } from './atrp-select';
import { CategoryCheckboxes } from './category-checkboxes';
import { PARTICIPATION_FORM_NS } from './i18n';
import { ParticipationPlayersFields } from './participation-players-fields';
import { ParticipationTypeSwitch } from './participation-type-switch';
import { useBackofficeParticipationForm, type ParticipationCategory } from './use-backoffice-participation-form';

type Props = {
  tournamentId: number;
  categories: readonly ParticipationCategory[];
  /** The draws page's quick-add: the one category of the draw, chosen and of its type only. */
  fixedCategoryId?: number;
  /** Enter it approved at once (the draws page, spec 2 §2). */
  approved?: boolean;
  onCreated: (message: string) => void;
  /** Where the submit button goes (a dialog puts it among its actions); below the fields unless told. */
  layout?: (fields: ReactNode, submit: ReactNode) => ReactNode;
};

const belowTheFields = (fields: ReactNode, submit: ReactNode) => (
  <div className="space-y-5">
    {fields}
    {submit}
  </div>
);

/**
 * The back office's add-participation form (spec 2 §5): singles or doubles,
 * the player or the two players (their existing team, or a new one), the
 * categories and an optional ATRP. The server checks eligibility; its field
 * messages show under each field.
 */
export function BackofficeParticipationForm({
  tournamentId,
  categories,
  fixedCategoryId,
  approved = false,
  onCreated,
  layout = belowTheFields,
}: Props) {
  const { t } = useTranslation(PARTICIPATION_FORM_NS);
  const form = useBackofficeParticipationForm({ tournamentId, categories, fixedCategoryId, approved, onCreated });

  const fields = (
    <div className="space-y-5">
      {!form.fixed && <ParticipationTypeSwitch type={form.type} onChange={form.switchType} />}
      <ParticipationPlayersFields
        type={form.type}
        player1={form.player1}
        onPlayer1Change={form.setPlayer1}
        player2={form.player2}
        onPlayer2Change={form.setPlayer2}
        teamPending={form.team.isPending}
        hasTeam={Boolean(form.team.data)}
        errors={form.errors}
        gender={form.playerGender}
      />
      <CategoryCheckboxes
        offered={form.offered}
        selected={form.selected}
        onToggle={form.toggleCategory}
        locked={form.fixed !== undefined}
        error={form.errors.tournamentCategoryIds?.[0]}
      />
      <AtrpSelect value={form.atrp} onChange={form.setAtrp} />
    </div>
  );
  return layout(
    fields,
    <SubmitButton type="button" pending={form.pending} onClick={form.submit}>
      {t('submit')}
    </SubmitButton>,
  );
}
