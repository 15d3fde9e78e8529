import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SURFACE_LABELS,
  type TMatch,
  type TMatchScheduleRequest,
  type TScheduleVenue,
  type TSurface,
} from '@tennis/contracts';
import { FieldShell, inputClasses } from '../ui/field';
import { SubmitButton } from '../ui/submit-button';
import { DEFAULT_TIME, quarterHourTimes } from './schedule-times';
import { SCORE_FORM_NS } from './i18n';

export type Venue = TScheduleVenue;
const TIMES = quarterHourTimes();

type Props = { match: TMatch; venues: Venue[]; pending: boolean; onSubmit: (body: TMatchScheduleRequest) => void };

/** When and where: a day, a quarter-hour time, a club of the offered venues and one of its surfaces. */
export function RescheduleForm({ match, venues, pending, onSubmit }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const ids = { date: useId(), time: useId(), club: useId(), surface: useId() };
  const [date, setDate] = useState(match.scheduledAt?.slice(0, 10) ?? '');
  const [time, setTime] = useState(match.scheduledAt?.slice(11, 16) ?? DEFAULT_TIME);
  const [clubId, setClubId] = useState(match.club ? String(match.club.id) : '');
  const [surface, setSurface] = useState<string>(match.surface ?? '');
  const surfaces: TSurface[] = venues.find((venue) => String(venue.id) === clubId)?.surfaces ?? [];
  const ready = date !== '' && clubId !== '' && surface !== '';

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready)
          onSubmit({ scheduledAt: `${date} ${time}:00`, clubId: Number(clubId), surface: surface as TSurface });
      }}
    >
      <FieldShell id={ids.date} label={t('options.date')}>
        <input
          id={ids.date}
          type="date"
          className={inputClasses}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </FieldShell>
      <FieldShell id={ids.time} label={t('options.time')}>
        <select id={ids.time} className={inputClasses} value={time} onChange={(event) => setTime(event.target.value)}>
          {TIMES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={ids.club} label={t('options.club')}>
        <select
          id={ids.club}
          className={inputClasses}
          value={clubId}
          onChange={(event) => {
            const venue = venues.find((v) => String(v.id) === event.target.value);
            setClubId(event.target.value);
            setSurface(venue?.defaultSurface ?? venue?.surfaces[0] ?? '');
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
      <FieldShell id={ids.surface} label={t('options.surface')}>
        <select
          id={ids.surface}
          className={inputClasses}
          value={surface}
          onChange={(event) => setSurface(event.target.value)}
        >
          <option value="">{t('options.chooseSurface')}</option>
          {surfaces.map((option) => (
            <option key={option} value={option}>
              {SURFACE_LABELS[option]}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className="sm:col-span-2">
        <SubmitButton variant="secondary" size="sm" pending={pending} disabled={!ready}>
          {t('options.saveSchedule')}
        </SubmitButton>
      </div>
    </form>
  );
}
