import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ATRP_OPTIONS, type TParticipateCategory } from '@tennis/contracts';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { Button } from '../ui/button';
import { CheckboxField, inputClasses } from '../ui/field';
import { SubmitButton } from '../ui/submit-button';
import { PARTICIPATION_FORM_NS } from './i18n';
import { createParticipation, useDoublesTeam } from './participation-form-api';
import type { TPlayerPickerEntry } from '@tennis/contracts';
import { PlayerPicker } from '../player-picker/player-picker';
import { clientSearchQuery } from '../player-picker/client-search-query';

type ParticipationType = TParticipateCategory['type'];

type Props = {
  tournamentId: number;
  categories: readonly Pick<TParticipateCategory, 'id' | 'name' | 'type'>[];
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
  const fixed = categories.find((c) => c.id === fixedCategoryId);
  const [type, setType] = useState<ParticipationType>(fixed?.type ?? 'singles');
  const [player1, setPlayer1] = useState<TPlayerPickerEntry | null>(null);
  const [player2, setPlayer2] = useState<TPlayerPickerEntry | null>(null);
  const [selected, setSelected] = useState<number[]>(fixed ? [fixed.id] : []);
  const [atrp, setAtrp] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const team = useDoublesTeam(
    tournamentId,
    type === 'doubles' ? (player1?.playerId ?? null) : null,
    player2?.playerId ?? null,
  );
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createParticipation>[1]) => createParticipation(tournamentId, body),
  });
  const offered = fixed ? [fixed] : categories.filter((c) => c.type === type);

  const switchType = (next: ParticipationType) => {
    setType(next);
    setSelected([]);
    setErrors({});
  };

  const submit = () => {
    setErrors({});
    const base = {
      type,
      tournamentCategoryIds: selected,
      atrp: atrp === '' ? null : Number(atrp),
      ...(approved ? { approved } : {}),
    };
    const body =
      type === 'singles'
        ? { ...base, playerId: player1?.playerId ?? null }
        : team.data
          ? { ...base, doublesTeamId: team.data.id }
          : { ...base, player1Id: player1?.playerId ?? null, player2Id: player2?.playerId ?? null };
    create.mutate(body, {
      onSuccess: (result) => onCreated(result.message),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        else notify({ message: error.message, level: 'danger' });
      },
    });
  };

  const fields = (
    <div className="space-y-5">
      {!fixed && (
        <div role="group" className="inline-flex rounded-control border border-line p-1">
          {(['singles', 'doubles'] as const).map((option) => (
            <Button
              key={option}
              variant={type === option ? 'primary' : 'ghost'}
              size="sm"
              aria-pressed={type === option}
              onClick={() => switchType(option)}
            >
              {t(option)}
            </Button>
          ))}
        </div>
      )}
      <PlayerPicker
        search={clientSearchQuery}
        label={type === 'singles' ? t('player') : t('player1')}
        value={player1}
        onChange={setPlayer1}
        error={(errors.playerId ?? errors.player1Id)?.[0]}
      />
      {type === 'doubles' && (
        <PlayerPicker
          search={clientSearchQuery}
          label={t('player2')}
          value={player2}
          onChange={setPlayer2}
          error={errors.player2Id?.[0]}
        />
      )}
      {type === 'doubles' && player1 && player2 && !team.isPending && (
        <p className="text-sm text-ink-muted">{team.data ? t('existingTeam') : t('newTeam')}</p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('categories')}</legend>
        {offered.map((category) => (
          <CheckboxField
            key={category.id}
            label={category.name}
            checked={selected.includes(category.id)}
            disabled={fixed !== undefined}
            onChange={() =>
              setSelected((ids) =>
                ids.includes(category.id) ? ids.filter((id) => id !== category.id) : [...ids, category.id],
              )
            }
          />
        ))}
        {errors.tournamentCategoryIds && <p className="text-sm text-danger">{errors.tournamentCategoryIds[0]}</p>}
      </fieldset>
      <label className="block max-w-xs text-sm font-medium">
        {t('atrp')}
        <select className={`${inputClasses} mt-1`} value={atrp} onChange={(e) => setAtrp(e.target.value)}>
          <option value="">—</option>
          {ATRP_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {value.toFixed(1)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
  return layout(
    fields,
    <SubmitButton type="button" pending={create.isPending} onClick={submit}>
      {t('submit')}
    </SubmitButton>,
  );
}
