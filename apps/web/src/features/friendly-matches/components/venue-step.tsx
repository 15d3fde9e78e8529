import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SURFACES, type TFriendlyStepErrors, type TScheduleVenue } from '@tennis/contracts';
import { SurfaceOptions } from '../../../components/surface-options/surface-options';
import { quarterHourTimes } from '../../../components/score-form/schedule-times';
import { defaultSurfaceOf, surfacesOf } from '../../../components/score-form/venue-surfaces';
import { FieldShell, TextField } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import type { FriendlyDraft } from '../model/friendly-draft';
import { FRIENDLY_MATCHES_NS } from '../i18n';

const TIMES = quarterHourTimes();

type Props = {
  draft: FriendlyDraft;
  venues: TScheduleVenue[];
  errors: TFriendlyStepErrors;
  onChange: (values: Partial<FriendlyDraft>) => void;
};

/** Step 1: the day and time, and a listed club with one of its surfaces, or another club's name and surface. */
export function VenueStep({ draft, venues, errors, onChange }: Props) {
  const { t } = useTranslation(FRIENDLY_MATCHES_NS);
  const ids = { date: useId(), time: useId(), club: useId(), surface: useId() };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell id={ids.date} label={t('venue.date')} error={errors.scheduledAt}>
        <input
          id={ids.date}
          type="date"
          className={inputClasses}
          value={draft.date}
          onChange={(event) => onChange({ date: event.target.value })}
          aria-invalid={errors.scheduledAt ? true : undefined}
        />
      </FieldShell>
      <FieldShell id={ids.time} label={t('venue.time')}>
        <select
          id={ids.time}
          className={inputClasses}
          value={draft.time}
          onChange={(event) => onChange({ time: event.target.value })}
        >
          {TIMES.map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={ids.club} label={t('venue.club')}>
        <select
          id={ids.club}
          className={inputClasses}
          value={draft.clubId}
          onChange={(event) =>
            onChange({ clubId: event.target.value, surface: defaultSurfaceOf(venues, event.target.value) })
          }
        >
          <option value="">{t('venue.chooseClub')}</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </select>
      </FieldShell>
      {draft.clubId ? (
        <FieldShell id={ids.surface} label={t('venue.surface')} error={errors.surface}>
          <select
            id={ids.surface}
            className={inputClasses}
            value={draft.surface}
            onChange={(event) => onChange({ surface: event.target.value })}
            aria-invalid={errors.surface ? true : undefined}
          >
            <option value="">{t('venue.chooseSurface')}</option>
            <SurfaceOptions surfaces={surfacesOf(venues, draft.clubId)} />
          </select>
        </FieldShell>
      ) : (
        // Picking a club hides this panel (spec 3 §4).
        <OtherClubFields draft={draft} errors={errors} onChange={onChange} />
      )}
    </div>
  );
}

/** The club the player typed because it is not listed: its name and surface. */
function OtherClubFields({ draft, errors, onChange }: Omit<Props, 'venues'>) {
  const { t } = useTranslation(FRIENDLY_MATCHES_NS);
  const surfaceId = useId();
  return (
    <fieldset className="space-y-3 rounded-card border border-dashed border-line p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">{t('venue.otherClub')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('venue.otherClubName')}
          value={draft.otherClubName}
          maxLength={255}
          error={errors.otherClubName}
          onChange={(event) => onChange({ otherClubName: event.target.value })}
        />
        <FieldShell id={surfaceId} label={t('venue.otherClubSurface')} error={errors.otherClubSurface}>
          <select
            id={surfaceId}
            className={inputClasses}
            value={draft.otherClubSurface}
            onChange={(event) => onChange({ otherClubSurface: event.target.value })}
            aria-invalid={errors.otherClubSurface ? true : undefined}
          >
            <option value="">{t('venue.chooseSurface')}</option>
            <SurfaceOptions surfaces={SURFACES} />
          </select>
        </FieldShell>
      </div>
    </fieldset>
  );
}
