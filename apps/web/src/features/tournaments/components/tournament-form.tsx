import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SURFACES, SURFACE_LABELS, type TTournament, type TTournamentCreateRequest } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { FieldShell, inputClasses, TextField } from '../../../components/ui/field';
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
  VARIOUS_CLUBS,
  emptyFormValues,
  slugForName,
  valuesOfTournament,
  type TournamentFormValues,
} from '../model/tournament-form-values';
import { tournamentPaths as to } from './tournament-paths';
import { TOURNAMENTS_NS } from '../i18n';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const GENDERS = ['men', 'women', 'mixed', 'any'] as const;

type Props = { tournament?: TTournament };

/** The tournament form (spec 2 §2, §5): basic data, categories, sponsors, files. */
export function TournamentForm({ tournament }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const navigate = useNavigate();
  const editing = tournament !== undefined;
  const form = useForm<TournamentFormValues, unknown, TTournamentCreateRequest>({
    defaultValues: tournament ? valuesOfTournament(tournament) : emptyFormValues(null),
    resolver: tournamentFormResolver,
  });
  const { register, handleSubmit, setValue, setError, watch, formState } = form;
  const hostId = watch('hostId');
  const options = useQuery(formOptionsQuery(editing ? tournament.host.id : hostId ? Number(hostId) : undefined));
  const [files, setFiles] = useState<TournamentFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof TournamentFiles, string>>>({});
  const create = useCreateTournament();
  const update = useUpdateTournament(String(tournament?.id ?? ''));
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (!editing && options.data && !hostId) setValue('hostId', String(options.data.hostId));
  }, [editing, options.data, hostId, setValue]);

  const name = watch('name');
  useEffect(() => {
    if (!editing) setValue('slug', slugForName(name));
  }, [editing, name, setValue]);

  const submit = (action: 'draft' | 'update' | 'publish') =>
    handleSubmit((request) => {
      const onError = (error: unknown) => reportFormError(error, setError);
      if (!editing) {
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

  const chooseFile = (kind: keyof TournamentFiles, file: File | null) => {
    if (file && file.size > MAX_FILE_BYTES) {
      setFileErrors((e) => ({ ...e, [kind]: t('form.fileTooLarge') }));
      setFiles((f) => ({ ...f, [kind]: null }));
      return;
    }
    setFileErrors((e) => ({ ...e, [kind]: undefined }));
    setFiles((f) => ({ ...f, [kind]: file }));
  };

  const error = (field: keyof TournamentFormValues) => formState.errors[field]?.message;
  const data = options.data;

  return (
    <form className="space-y-6" noValidate onSubmit={submit(editing ? 'update' : 'draft')}>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('form.basic')}</h2>
        {!editing && data && data.hosts.length > 0 && (
          <FieldShell id="tournament-host" label={t('form.host')}>
            <select id="tournament-host" className={inputClasses} {...register('hostId')}>
              {data.hosts.map((host) => (
                <option key={host.id} value={host.id}>
                  {host.name}
                </option>
              ))}
            </select>
          </FieldShell>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.name')} error={error('name')} {...register('name')} />
          <TextField label={t('form.slug')} error={error('slug')} {...register('slug')} />
          <FieldShell id="tournament-club" label={t('form.club')} error={error('clubId')}>
            <select
              id="tournament-club"
              className={inputClasses}
              aria-invalid={error('clubId') ? true : undefined}
              {...register('clubId', {
                onChange: (event: { target: { value: string } }) => {
                  const club = data?.clubs.find((c) => String(c.id) === event.target.value);
                  if (club?.address) setValue('address', club.address);
                },
              })}
            >
              <option value="">{t('form.choose')}</option>
              <option value={VARIOUS_CLUBS}>{t('landing.variousClubs')}</option>
              {data?.clubs.map((club) => (
                <option key={club.id} value={club.id}>
                  {club.name}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell id="tournament-surface" label={t('form.surface')} error={error('surface')}>
            <select id="tournament-surface" className={inputClasses} {...register('surface')}>
              <option value="">{t('form.variousSurfaces')}</option>
              {SURFACES.map((surface) => (
                <option key={surface} value={surface}>
                  {SURFACE_LABELS[surface]}
                </option>
              ))}
            </select>
          </FieldShell>
          <TextField
            className="sm:col-span-2"
            label={t('form.address')}
            error={error('address')}
            {...register('address')}
          />
          <TextField
            type="datetime-local"
            step={900}
            label={t('form.tournamentStart')}
            error={error('tournamentStart')}
            {...register('tournamentStart')}
          />
          <TextField
            type="datetime-local"
            step={900}
            label={t('form.tournamentEnd')}
            error={error('tournamentEnd')}
            {...register('tournamentEnd')}
          />
          <TextField
            type="datetime-local"
            step={900}
            label={t('form.participationsEnd')}
            error={error('participationsEnd')}
            {...register('participationsEnd')}
          />
          <TextField
            type="number"
            min={1}
            step={1}
            label={t('form.maxParticipations')}
            error={error('maxParticipations')}
            {...register('maxParticipations')}
          />
          <TextField
            type="number"
            min={0}
            step={5}
            inputMode="numeric"
            label={t('form.firstCategoryCost')}
            error={error('firstCategoryCost')}
            {...register('firstCategoryCost')}
          />
          <TextField
            type="number"
            min={0}
            step={5}
            inputMode="numeric"
            label={t('form.secondCategoryCost')}
            error={error('secondCategoryCost')}
            {...register('secondCategoryCost')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('form.contactPhones')}
            error={error('contactPhones')}
            {...register('contactPhones')}
          />
        </div>
        {editing && tournament.state !== 'draft' && (
          <p className="text-sm">
            <Link className="focus-ring text-clay-700 hover:underline dark:text-clay-300" to={tournament.publicUrl}>
              {t('form.publicLink')}
            </Link>
          </p>
        )}
      </Card>

      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('form.categories')}</h2>
        {editing && <p className="text-sm text-ink-muted">{t('form.categoriesLocked')}</p>}
        {data && data.hostCategories.length === 0 && <p className="text-sm text-ink-muted">{t('empty')}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {data?.hostCategories.map((category) => (
            <label
              key={category.id}
              className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                className="focus-ring size-4 accent-clay-600"
                value={category.id}
                disabled={editing}
                {...register('categoryIds')}
              />
              <span>{category.name}</span>
              <span className="ml-auto text-xs text-ink-muted">
                {t(`types.${category.type}`)} · {t(`genders.${GENDERS[category.gender] ?? 'any'}`)}
              </span>
            </label>
          ))}
        </div>
        {error('categoryIds') && (
          <p role="alert" className="text-sm text-danger">
            {error('categoryIds')}
          </p>
        )}
      </Card>

      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('form.sponsors')}</h2>
        {data && data.sponsors.length === 0 && <p className="text-sm text-ink-muted">{t('empty')}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {data?.sponsors.map((sponsor) => (
            <label
              key={sponsor.id}
              className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                className="focus-ring size-4 accent-clay-600"
                value={sponsor.id}
                {...register('sponsorIds')}
              />
              {sponsor.name}
            </label>
          ))}
        </div>
        {error('sponsorIds') && (
          <p role="alert" className="text-sm text-danger">
            {error('sponsorIds')}
          </p>
        )}
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('form.files')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldShell
            id="tournament-poster"
            label={t('form.poster')}
            hint={t('form.posterHint')}
            error={fileErrors.poster}
          >
            <input
              id="tournament-poster"
              type="file"
              accept=".jpeg,.jpg,.png,.gif"
              className={inputClasses}
              onChange={(e) => chooseFile('poster', e.target.files?.[0] ?? null)}
            />
          </FieldShell>
          <FieldShell
            id="tournament-proclamation"
            label={t('form.proclamation')}
            hint={t('form.proclamationHint')}
            error={fileErrors.proclamation}
          >
            <input
              id="tournament-proclamation"
              type="file"
              accept=".pdf,.docx,.doc"
              className={inputClasses}
              onChange={(e) => chooseFile('proclamation', e.target.files?.[0] ?? null)}
            />
          </FieldShell>
          {editing && tournament.publicPosterUrl && (
            <img
              src={tournament.publicPosterUrl}
              alt={t('form.poster')}
              className="max-h-[640px] w-40 rounded-control border border-line object-cover"
            />
          )}
          {editing && tournament.publicProclamationUrl && (
            <a
              className="focus-ring text-sm text-clay-700 hover:underline dark:text-clay-300"
              href={tournament.publicProclamationUrl}
            >
              {t('form.currentProclamation')}
            </a>
          )}
        </div>
      </Card>

      <div className="flex flex-wrap justify-end gap-2">
        {editing ? (
          <>
            {tournament.state === 'draft' && (
              <SubmitButton type="button" variant="secondary" pending={pending} onClick={submit('publish')}>
                {t('form.publish')}
              </SubmitButton>
            )}
            <SubmitButton pending={pending}>{t('form.update')}</SubmitButton>
          </>
        ) : (
          <SubmitButton pending={pending}>{t('form.saveDraft')}</SubmitButton>
        )}
      </div>
    </form>
  );
}
