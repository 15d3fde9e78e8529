import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/spinner';
import { venueOptionsQuery } from '../api/championship-backoffice-api';
import type { ChampionshipFormApi } from '../model/championship-form-values';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

/** The clubs the championship's matches may be played at, one checkbox each. */
export function VenuesFieldset({ championshipId, form }: { championshipId: number; form: ChampionshipFormApi }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const legendId = useId();
  const venues = useQuery(venueOptionsQuery(String(championshipId)));
  const error = form.formState.errors.venues;
  const chosen = (form.watch('venues') ?? []).map(Number);
  const toggle = (clubId: number, checked: boolean) =>
    form.setValue('venues', checked ? [...chosen, clubId] : chosen.filter((v) => v !== clubId), {
      shouldDirty: true,
    });

  return (
    <fieldset className="space-y-2">
      <legend id={legendId} className="text-sm font-medium">
        {t('edit.venues')}
      </legend>
      {venues.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <div className="grid max-h-64 gap-1 overflow-y-auto rounded-control border border-line p-3 sm:grid-cols-2 lg:grid-cols-3">
          {(venues.data ?? []).map((club) => (
            <label key={club.id} className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-surface-sunken">
              <input
                type="checkbox"
                className="size-4 accent-clay-600"
                checked={chosen.includes(club.id)}
                onChange={(e) => toggle(club.id, e.target.checked)}
              />
              <span>
                {club.name}
                {club.acronym && <span className="text-ink-muted"> ({club.acronym})</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      {error && <p className="text-sm text-danger">{error.message}</p>}
    </fieldset>
  );
}
