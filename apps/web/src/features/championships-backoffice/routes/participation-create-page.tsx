import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURFACES, type TPlayerPickerEntry, type TSurface } from '@tennis/contracts';
import { SurfaceOptions } from '../../../components/surface-options/surface-options';
import { ApiError } from '../../../lib/api-error';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCreateParticipation } from '../api/championship-backoffice-api';
import { ChampionshipPageFrame } from '../components/championship-page-frame';
import { championshipBackofficePaths as to } from '../components/championship-paths';
import { PlayerPicker } from '../../../components/player-picker/player-picker';
import { clientSearchQuery } from '../../../components/player-picker/client-search-query';
import { useChampionshipId } from '../components/use-championship-id';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** /backoffice/championships/{id}/participations/create: the back office registers a player. */
export function ParticipationCreatePage() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <ChampionshipPageFrame title={t('create.title')} width="form">
      {() => <CreateForm />}
    </ChampionshipPageFrame>
  );
}

function CreateForm() {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const id = useChampionshipId();
  const navigate = useNavigate();
  const create = useCreateParticipation(id);
  const [player, setPlayer] = useState<TPlayerPickerEntry | null>(null);
  const [surface, setSurface] = useState<TSurface | ''>('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { playerId: player?.playerId ?? 0, preferredSurface: surface || null, registrationNotes: notes.trim() || null },
      {
        onSuccess: (answer) => {
          notify({ level: 'success', message: answer.message });
          void navigate(to.participations(id));
        },
        onError: (failure) => {
          setError(
            failure instanceof ApiError
              ? (failure.errors?.playerId?.[0] ?? (failure.status === 409 ? failure.message : undefined))
              : undefined,
          );
          reportFormError(failure, undefined, undefined, { refusalsAsNotice: true });
        },
      },
    );
  };

  return (
    <Card>
      <form className="space-y-5" onSubmit={submit} noValidate>
        <PlayerPicker
          label={t('create.player')}
          search={clientSearchQuery}
          value={player}
          onChange={(next) => {
            setPlayer(next);
            setError(undefined);
          }}
          error={error}
        />
        <SelectField
          label={t('create.surface')}
          value={surface}
          onChange={(e) => setSurface(e.target.value as TSurface | '')}
        >
          <option value="">{t('create.noSurface')}</option>
          <SurfaceOptions surfaces={SURFACES} />
        </SelectField>
        <TextAreaField
          label={t('create.notes')}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={2000}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ButtonLink to={to.participations(id)} variant="secondary">
            {t('create.cancel')}
          </ButtonLink>
          <SubmitButton pending={create.isPending} disabled={player === null}>
            {t('create.submit')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
