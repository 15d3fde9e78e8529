import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScheduleVenue } from '@tennis/contracts';
import { SurfaceOptions } from '../surface-options/surface-options';
import { FieldShell } from '../ui/field';
import { inputClasses } from '../ui/input-classes';
import { quarterHourTimes } from './schedule-times';
import { courtsOf, defaultSurfaceOf, surfacesOf } from './venue-surfaces';
import { SCORE_FORM_NS } from './i18n';

const TIMES = quarterHourTimes();

type ScheduleSlotFieldsProps = {
  venues: TScheduleVenue[];
  /** The chosen club, whose surfaces the surface select offers. */
  clubId: string;
  date: ComponentProps<'input'>;
  time: ComponentProps<'select'>;
  club: ComponentProps<'select'>;
  /** Controlled: the options change with the club, and a value set before they render must still show. */
  surface: { value: string; onChange: (surface: string) => void };
  /** The club's court of that surface, where the form offers one ('' for none); reset when club or surface change. */
  court?: { value: string; onChange: (court: string) => void } | undefined;
  errors?: {
    date?: string | undefined;
    club?: string | undefined;
    surface?: string | undefined;
    court?: string | undefined;
  };
};

/**
 * When and where a match is played: a day, a quarter-hour time, a club of the offered venues and one of its
 * surfaces. Choosing a club picks its default surface. The form keeps the values: each control takes its props.
 */
export function ScheduleSlotFields({
  venues,
  clubId,
  date,
  time,
  club,
  surface,
  court,
  errors = {},
}: ScheduleSlotFieldsProps) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const ids = { date: useId(), time: useId(), club: useId(), surface: useId(), court: useId() };
  const courts = court ? courtsOf(venues, clubId, surface.value) : [];
  return (
    <>
      <FieldShell id={ids.date} label={t('options.date')} error={errors.date}>
        <input id={ids.date} type="date" className={inputClasses} {...date} />
      </FieldShell>
      <FieldShell id={ids.time} label={t('options.time')}>
        <select id={ids.time} className={inputClasses} {...time}>
          {TIMES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={ids.club} label={t('options.club')} error={errors.club}>
        <select
          id={ids.club}
          className={inputClasses}
          {...club}
          onChange={(event) => {
            club.onChange?.(event);
            surface.onChange(defaultSurfaceOf(venues, event.target.value));
            court?.onChange('');
          }}
        >
          <option value="">{t('options.chooseClub')}</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={ids.surface} label={t('options.surface')} error={errors.surface}>
        <select
          id={ids.surface}
          className={inputClasses}
          value={surface.value}
          onChange={(event) => {
            surface.onChange(event.target.value);
            court?.onChange('');
          }}
        >
          <option value="">{t('options.chooseSurface')}</option>
          <SurfaceOptions surfaces={surfacesOf(venues, clubId)} />
        </select>
      </FieldShell>
      {court && courts.length > 0 && (
        <FieldShell id={ids.court} label={t('options.court')} error={errors.court}>
          <select
            id={ids.court}
            className={inputClasses}
            value={court.value}
            onChange={(event) => court.onChange(event.target.value)}
          >
            <option value="">{t('options.noCourt')}</option>
            {courts.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
    </>
  );
}
