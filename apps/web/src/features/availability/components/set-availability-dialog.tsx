import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-error';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { clubOptionsQuery, useSetAvailability } from '../api/availability-api';
import { AVAILABILITY_NS } from '../i18n';
import { periodOf, QUARTER_HOURS } from '../model/availability-times';

export type AvailabilityDraft = { day: string; start: string; end: string };

type Props = {
  playerId: number;
  championshipId: number | null;
  draft: AvailabilityDraft;
  onClose: () => void;
};

type Errors = Partial<Record<'day' | 'start' | 'end' | 'clubId', string>>;

/** A new period: the day, from and to on the quarter hours, and the club if the player has one in mind. */
export function SetAvailabilityDialog({ playerId, championshipId, draft, onClose }: Props) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const [fields, setFields] = useState({ ...draft, clubId: '' });
  const [errors, setErrors] = useState<Errors>({});
  const clubs = useQuery(clubOptionsQuery(championshipId));
  const save = useSetAvailability(playerId);
  const change = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.end <= fields.start) return setErrors({ end: t('form.endBeforeStart') });
    setErrors({});
    const period = periodOf(fields.day, fields.start, fields.end);
    save.mutate(
      { ...period, clubId: fields.clubId ? Number(fields.clubId) : null, championshipId },
      {
        onSuccess: (answer) => {
          notify({ level: 'success', message: answer.message });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            const { start, end, clubId } = error.errors;
            setErrors({ start: start?.[0], end: end?.[0], clubId: clubId?.[0] });
          }
          reportFormError(error);
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('form.title')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t('form.date')}
        type="date"
        required
        value={fields.day}
        onChange={change('day')}
        error={errors.day}
        className="sm:col-span-2"
      />
      <SelectField label={t('form.start')} value={fields.start} onChange={change('start')} error={errors.start}>
        {QUARTER_HOURS.slice(0, -1).map((time) => (
          <option key={time}>{time}</option>
        ))}
      </SelectField>
      <SelectField label={t('form.end')} value={fields.end} onChange={change('end')} error={errors.end}>
        {QUARTER_HOURS.slice(1).map((time) => (
          <option key={time}>{time}</option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.club')}
        value={fields.clubId}
        onChange={change('clubId')}
        error={errors.clubId}
        className="sm:col-span-2"
      >
        <option value="">{t('anyClub')}</option>
        {clubs.data?.data.map((club) => (
          <option key={club.id} value={club.id}>
            {club.name}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
