import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TTournament, TTournamentCreateRequest } from '@tennis/contracts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import {
  formOptionsQuery,
  useCreateTournament,
  useUpdateTournament,
  type TournamentFiles,
} from '../api/tournaments-api';
import { tournamentFormResolver } from '../model/tournament-form-resolver';
import {
  emptyFormValues,
  slugForName,
  valuesOfTournament,
  type TournamentFormValues,
} from '../model/tournament-form-values';
import { TournamentBasicFields } from './tournament-basic-fields';
import { TournamentChoiceFields } from './tournament-choice-fields';
import { TournamentFileFields, useTournamentFiles } from './tournament-file-fields';
import { tournamentPaths as to } from './tournament-paths';
import { TOURNAMENTS_NS } from '../i18n';

type Props = { tournament?: TTournament };
type SubmitAction = 'draft' | 'update' | 'publish';

/** The tournament form (spec 2 §2, §5): basic data, categories, sponsors, files. */
export function TournamentForm({ tournament }: Props) {
  const form = useForm<TournamentFormValues, unknown, TTournamentCreateRequest>({
    defaultValues: tournament ? valuesOfTournament(tournament) : emptyFormValues(null),
    resolver: tournamentFormResolver,
  });
  const options = useTournamentFormOptions(form.watch, form.setValue, form.getFieldState, tournament);
  const files = useTournamentFiles();
  const { submit, pending } = useSubmitTournament(form, files.chosen, tournament);
  const editing = tournament !== undefined;

  return (
    <form className="space-y-6" noValidate onSubmit={submit(editing ? 'update' : 'draft')}>
      <TournamentBasicFields form={form} options={options.data} tournament={tournament} />
      <TournamentChoiceFields form={form} options={options.data} editing={editing} />
      <TournamentFileFields files={files} tournament={tournament} />
      <FormActions tournament={tournament} pending={pending} onPublish={submit('publish')} />
    </form>
  );
}

type Form = ReturnType<typeof useForm<TournamentFormValues, unknown, TTournamentCreateRequest>>;

/**
 * The hosts, clubs, categories and sponsors the form offers, for the tournament's host (or the chosen
 * host of a new one, the user's own at first). A new tournament's slug follows its name.
 */
function useTournamentFormOptions(
  watch: Form['watch'],
  setValue: Form['setValue'],
  getFieldState: Form['getFieldState'],
  tournament?: TTournament,
) {
  const editing = tournament !== undefined;
  const hostId = watch('hostId');
  const options = useQuery(formOptionsQuery(editing ? tournament.host.id : hostId ? Number(hostId) : undefined));
  useEffect(() => {
    if (!editing && options.data && !hostId) setValue('hostId', String(options.data.hostId));
  }, [editing, options.data, hostId, setValue]);

  const name = watch('name');
  useEffect(() => {
    // A slug flagged by an earlier Save is checked again as it fills in, so its error clears.
    if (!editing) setValue('slug', slugForName(name), { shouldValidate: getFieldState('slug').invalid });
  }, [editing, name, setValue, getFieldState]);
  return options;
}

/** Saves a new tournament as a draft, or updates (and maybe publishes) an existing one, then shows it. */
function useSubmitTournament(form: Form, files: TournamentFiles, tournament?: TTournament) {
  const navigate = useNavigate();
  const create = useCreateTournament();
  const update = useUpdateTournament(String(tournament?.id ?? ''));
  const submit = (action: SubmitAction) =>
    form.handleSubmit((request) => {
      const onError = (error: unknown) => reportFormError(error, form.setError);
      if (!tournament) {
        create.mutate(
          { fields: request, files },
          { onSuccess: (answer) => navigate(to.show(answer.data.id)), onError },
        );
      } else {
        const { hostId: _host, categoryIds: _locked, ...rest } = request;
        update.mutate(
          { fields: { ...rest, action }, files },
          { onSuccess: (answer) => navigate(to.show(answer.data.id)), onError },
        );
      }
    });
  return { submit, pending: create.isPending || update.isPending };
}

function FormActions({
  tournament,
  pending,
  onPublish,
}: {
  tournament: TTournament | undefined;
  pending: boolean;
  onPublish: () => void;
}) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {tournament ? (
        <>
          {tournament.state === 'draft' && (
            <SubmitButton type="button" variant="secondary" pending={pending} onClick={onPublish}>
              {t('form.publish')}
            </SubmitButton>
          )}
          <SubmitButton pending={pending}>{t('form.update')}</SubmitButton>
        </>
      ) : (
        <SubmitButton pending={pending}>{t('form.saveDraft')}</SubmitButton>
      )}
    </div>
  );
}
