import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { PARTICIPATIONS_NS } from '../i18n';

export type ParticipantDraft = {
  country_calling_code: string;
  phone: string;
  surname: string;
  name: string;
  gender: 0 | 1 | null;
  email: string;
};
export const emptyParticipant = (): ParticipantDraft => ({
  country_calling_code: '+30',
  phone: '',
  surname: '',
  name: '',
  gender: null,
  email: '',
});

type Props = {
  prefix: string;
  value: ParticipantDraft;
  readOnly?: boolean;
  errors: Record<string, string[]>;
  onChange: (value: ParticipantDraft) => void;
};

/** A guest's or teammate's details; read-only for a signed-in player (their profile). */
export function ParticipantFields({ prefix, value, readOnly = false, errors, onChange }: Props) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const set = (key: keyof ParticipantDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const error = (key: string) => errors[`${prefix}.${key}`]?.[0];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid grid-cols-[6rem_1fr] items-end gap-2">
        <TextField
          label={t('participate.callingCode')}
          value={value.country_calling_code}
          readOnly={readOnly}
          onChange={set('country_calling_code')}
          error={error('country_calling_code')}
        />
        <TextField
          label={t('participate.phone')}
          inputMode="tel"
          value={value.phone}
          readOnly={readOnly}
          onChange={set('phone')}
          error={error('phone')}
        />
      </div>
      <TextField
        label={t('participate.surname')}
        value={value.surname}
        readOnly={readOnly}
        onChange={set('surname')}
        error={error('surname')}
      />
      <TextField
        label={t('participate.name')}
        value={value.name}
        readOnly={readOnly}
        onChange={set('name')}
        error={error('name')}
      />
      <label className="block text-sm font-medium">
        {t('participate.gender')}
        <select
          className={`${inputClasses} mt-1`}
          value={value.gender ?? ''}
          disabled={readOnly}
          onChange={(e) =>
            onChange({ ...value, gender: e.target.value === '' ? null : (Number(e.target.value) as 0 | 1) })
          }
        >
          <option value="">—</option>
          <option value="0">{t('participate.male')}</option>
          <option value="1">{t('participate.female')}</option>
        </select>
      </label>
      <TextField
        label={t('participate.email')}
        type="email"
        value={value.email}
        readOnly={readOnly}
        onChange={set('email')}
        error={error('email')}
        className="sm:col-span-2"
      />
    </div>
  );
}
