import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAMPIONSHIP_STATES, type TBackofficeChampionship, type TChampionshipSaveAction } from '@tennis/contracts';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { CheckboxField, FieldShell, TextField, inputClasses } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Skeleton } from '../../../components/ui/spinner';
import { venueOptionsQuery } from '../api/championship-backoffice-api';
import { useSaveChampionship } from '../api/save-championship';
import {
  championshipFormValues,
  ZChampionshipForm,
  type ChampionshipFormInput,
  type ChampionshipFormOutput,
} from '../model/championship-form-values';
import { saveActionsFor } from '../model/championship-page-rules';
import { FileField } from './file-field';
import { LandingLinksFields } from './landing-links-fields';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** The championship form (spec 3 §2, §5): type and gender shown read-only; the buttons follow the state. */
export function ChampionshipForm({ championship }: { championship: TBackofficeChampionship }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const ids = { state: useId(), venues: useId() };
  const venues = useQuery(venueOptionsQuery(String(championship.id)));
  const save = useSaveChampionship(String(championship.id));
  const [files, setFiles] = useState<{ poster: File | null; proclamation: File | null }>({
    poster: null,
    proclamation: null,
  });
  const [removed, setRemoved] = useState({ poster: false, proclamation: false });
  const [fileErrors, setFileErrors] = useState<{ poster?: string; proclamation?: string }>({});
  // A saved form starts its file inputs afresh: a native file input cannot be cleared through React state.
  const [saves, setSaves] = useState(0);
  const form = useForm<ChampionshipFormInput, unknown, ChampionshipFormOutput>({
    resolver: zodResolver(ZChampionshipForm),
    defaultValues: championshipFormValues(championship),
  });
  const errors = form.formState.errors;
  const chosenVenues = (form.watch('venues') ?? []).map(Number);

  const submit = (action: TChampionshipSaveAction) =>
    form.handleSubmit((values) => {
      setFileErrors({});
      save.mutate(
        {
          fields: {
            ...values,
            type: championship.type,
            gender: championship.gender,
            action,
            removePoster: removed.poster,
            removeProclamation: removed.proclamation,
          },
          files,
        },
        {
          onSuccess: (answer) => {
            notify({ level: 'success', message: answer.message });
            setFiles({ poster: null, proclamation: null });
            setRemoved({ poster: false, proclamation: false });
            setSaves((n) => n + 1);
            form.reset(championshipFormValues(answer.data));
          },
          onError: (failure) => {
            const fieldErrors = (failure as { errors?: Record<string, string[]> }).errors;
            setFileErrors({ poster: fieldErrors?.poster?.[0], proclamation: fieldErrors?.proclamation?.[0] });
            reportFormError(failure, form.setError);
          },
        },
      );
    });

  return (
    <form className="space-y-6" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('edit.name')} error={errors.name?.message} required {...form.register('name')} />
        <TextField
          label={t('edit.slug')}
          hint={t('edit.slugHint')}
          error={errors.slug?.message}
          required
          autoCapitalize="off"
          {...form.register('slug')}
        />
        <TextField
          label={t('edit.type')}
          hint={t('edit.readOnly')}
          value={t(`types.${championship.type}`)}
          readOnly
          disabled
        />
        <TextField
          label={t('edit.gender')}
          hint={t('edit.readOnly')}
          value={t(`genders.${championship.gender}`)}
          readOnly
          disabled
        />
        <FieldShell id={ids.state} label={t('edit.state')} error={errors.state?.message}>
          <select id={ids.state} className={inputClasses} {...form.register('state')}>
            {CHAMPIONSHIP_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="space-y-3 sm:pt-7">
          <CheckboxField label={t('edit.participationsOpen')} {...form.register('participationsOpen')} />
          <CheckboxField label={t('edit.silenced')} {...form.register('silenced')} />
        </div>
      </div>

      <fieldset className="space-y-2">
        <legend id={ids.venues} className="text-sm font-medium">
          {t('edit.venues')}
        </legend>
        {venues.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <div className="grid max-h-64 gap-1 overflow-y-auto rounded-control border border-line p-3 sm:grid-cols-2 lg:grid-cols-3">
            {(venues.data ?? []).map((club) => (
              <label
                key={club.id}
                className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-surface-sunken"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-clay-600"
                  checked={chosenVenues.includes(club.id)}
                  onChange={(e) =>
                    form.setValue(
                      'venues',
                      e.target.checked ? [...chosenVenues, club.id] : chosenVenues.filter((v) => v !== club.id),
                      { shouldDirty: true },
                    )
                  }
                />
                <span>
                  {club.name}
                  {club.acronym && <span className="text-ink-muted"> ({club.acronym})</span>}
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.venues && <p className="text-sm text-danger">{errors.venues.message}</p>}
      </fieldset>

      <LandingLinksFields form={form} />

      <div className="grid gap-6 lg:grid-cols-2">
        <FileField
          key={`poster-${saves}`}
          label={t('edit.poster')}
          hint={t('edit.posterHint')}
          accept=".jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif"
          image
          current={championship.posterUrl ? { url: championship.posterUrl, name: t('edit.poster') } : null}
          file={files.poster}
          removed={removed.poster}
          error={fileErrors.poster}
          onFile={(poster) => setFiles((f) => ({ ...f, poster }))}
          onRemove={(poster) => setRemoved((r) => ({ ...r, poster }))}
        />
        <FileField
          key={`proclamation-${saves}`}
          label={t('edit.proclamation')}
          hint={t('edit.proclamationHint')}
          accept=".pdf,.doc,.docx"
          image={false}
          current={
            championship.proclamationUrl
              ? { url: championship.proclamationUrl, name: championship.proclamationName ?? '' }
              : null
          }
          file={files.proclamation}
          removed={removed.proclamation}
          error={fileErrors.proclamation}
          onFile={(proclamation) => setFiles((f) => ({ ...f, proclamation }))}
          onRemove={(proclamation) => setRemoved((r) => ({ ...r, proclamation }))}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        {saveActionsFor(championship.state).map((action) => (
          <SubmitButton
            key={action}
            type="button"
            variant={action === 'publish' ? 'court' : 'primary'}
            pending={save.isPending}
            onClick={submit(action)}
          >
            {t(`edit.${action}`)}
          </SubmitButton>
        ))}
      </div>
    </form>
  );
}
