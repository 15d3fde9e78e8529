import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ATRP_OPTIONS } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, inputClasses } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateParticipation, useDoublesTeam } from '../api/create-participation-api';
import { useParticipations } from '../api/participations-api';
import { PlayerPicker, type PickedPlayer } from '../components/player-picker';
import { PARTICIPATIONS_NS } from '../i18n';

/** /backoffice/tournaments/{id}/participations/create: singles or doubles (spec 2 §5). */
export function CreateParticipationPage() {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const { tournamentId = '' } = useParams();
  const navigate = useNavigate();
  const list = useParticipations(tournamentId, { page: 1, pageLength: 5, sortDir: 'desc' });
  const create = useCreateParticipation(tournamentId);
  const [type, setType] = useState<'singles' | 'doubles'>('singles');
  const [player1, setPlayer1] = useState<PickedPlayer | null>(null);
  const [player2, setPlayer2] = useState<PickedPlayer | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [atrp, setAtrp] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const team = useDoublesTeam(tournamentId, type === 'doubles' ? (player1?.playerId ?? null) : null, player2?.playerId ?? null);

  if (!list.data) return <Page title={t('create.title')}><Skeleton className="h-64 w-full" /></Page>;
  const categories = list.data.tournament.categories.filter((c) => c.type === type);

  const switchType = (next: 'singles' | 'doubles') => {
    setType(next);
    setSelected([]);
    setErrors({});
  };

  const submit = () => {
    setErrors({});
    const base = { type, tournamentCategoryIds: selected, atrp: atrp === '' ? null : Number(atrp) };
    const body =
      type === 'singles'
        ? { ...base, playerId: player1?.playerId ?? null }
        : team.data
          ? { ...base, doublesTeamId: team.data.id }
          : { ...base, player1Id: player1?.playerId ?? null, player2Id: player2?.playerId ?? null };
    create.mutate(body, {
      onSuccess: (result) => {
        notify({ message: result.message, level: 'success' });
        void navigate(`/backoffice/tournaments/${tournamentId}/participations`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        else notify({ message: error.message, level: 'danger' });
      },
    });
  };

  return (
    <Page title={`${t('create.title')} · ${list.data.tournament.name}`} width="wide">
      <Card className="space-y-5 p-4 sm:p-6">
        <div role="group" className="inline-flex rounded-control border border-line p-1">
          {(['singles', 'doubles'] as const).map((option) => (
            <Button key={option} variant={type === option ? 'primary' : 'ghost'} size="sm" aria-pressed={type === option} onClick={() => switchType(option)}>
              {t(`create.${option}`)}
            </Button>
          ))}
        </div>
        <PlayerPicker label={type === 'singles' ? t('create.player') : t('create.player1')} value={player1} onChange={setPlayer1} error={(errors.playerId ?? errors.player1Id)?.[0]} />
        {type === 'doubles' && <PlayerPicker label={t('create.player2')} value={player2} onChange={setPlayer2} error={errors.player2Id?.[0]} />}
        {type === 'doubles' && player1 && player2 && !team.isPending && (
          <p className="text-sm text-ink-muted">{team.data ? t('create.existingTeam') : t('create.newTeam')}</p>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('columns.category')}</legend>
          {categories.map((category) => (
            <CheckboxField
              key={category.id}
              label={category.name}
              checked={selected.includes(category.id)}
              onChange={() => setSelected((ids) => (ids.includes(category.id) ? ids.filter((id) => id !== category.id) : [...ids, category.id]))}
            />
          ))}
          {errors.tournamentCategoryIds && <p className="text-sm text-danger">{errors.tournamentCategoryIds[0]}</p>}
        </fieldset>
        <label className="block max-w-xs text-sm font-medium">
          {t('create.atrp')}
          <select className={`${inputClasses} mt-1`} value={atrp} onChange={(e) => setAtrp(e.target.value)}>
            <option value="">—</option>
            {ATRP_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {value.toFixed(1)}
              </option>
            ))}
          </select>
        </label>
        <SubmitButton type="button" pending={create.isPending} onClick={submit}>
          {t('create.submit')}
        </SubmitButton>
      </Card>
    </Page>
  );
}
