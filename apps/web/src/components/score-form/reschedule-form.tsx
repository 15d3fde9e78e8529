import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch, TMatchScheduleRequest, TScheduleVenue, TSurface } from '@tennis/contracts';
import { SubmitButton } from '../ui/submit-button';
import { ScheduleSlotFields } from './schedule-slot-fields';
import { DEFAULT_TIME } from './schedule-times';
import { SCORE_FORM_NS } from './i18n';

export type Venue = TScheduleVenue;

type Props = { match: TMatch; venues: Venue[]; pending: boolean; onSubmit: (body: TMatchScheduleRequest) => void };

/** When and where: a day, a quarter-hour time, a club of the offered venues, one of its surfaces and maybe a court. */
export function RescheduleForm({ match, venues, pending, onSubmit }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const [date, setDate] = useState(match.scheduledAt?.slice(0, 10) ?? '');
  const [time, setTime] = useState(match.scheduledAt?.slice(11, 16) ?? DEFAULT_TIME);
  const [clubId, setClubId] = useState(match.club ? String(match.club.id) : '');
  const [surface, setSurface] = useState<string>(match.surface ?? '');
  const [court, setCourt] = useState(match.courtId ? String(match.courtId) : '');
  const ready = date !== '' && clubId !== '' && surface !== '';

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready)
          onSubmit({
            scheduledAt: `${date} ${time}:00`,
            clubId: Number(clubId),
            surface: surface as TSurface,
            courtId: court ? Number(court) : null,
          });
      }}
    >
      <ScheduleSlotFields
        venues={venues}
        clubId={clubId}
        date={{ value: date, onChange: (event) => setDate(event.target.value) }}
        time={{ value: time, onChange: (event) => setTime(event.target.value) }}
        club={{ value: clubId, onChange: (event) => setClubId(event.target.value) }}
        surface={{ value: surface, onChange: setSurface }}
        court={{ value: court, onChange: setCourt }}
      />
      <div className="sm:col-span-2">
        <SubmitButton variant="secondary" size="sm" pending={pending} disabled={!ready}>
          {t('options.saveSchedule')}
        </SubmitButton>
      </div>
    </form>
  );
}
