import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BACKHAND_TYPES, STRONG_HANDS, STYLES_OF_PLAY } from '@tennis/contracts';
import { SelectField } from '../../../components/ui/field';
import { DASHBOARD_NS } from '../i18n';
import type { PlayerFormValues } from './use-player-form';

/** An empty select means "not chosen": undefined, so the schema answers with the required message. */
const orUndefined = (v: string) => (v === '' ? undefined : v);

/** Each field, the values it offers and the catalogue section that names them. */
const STYLE_FIELDS = [
  { name: 'strongHand', values: STRONG_HANDS, names: 'strongHands' },
  { name: 'backhandType', values: BACKHAND_TYPES, names: 'backhandTypes' },
  { name: 'styleOfPlay', values: STYLES_OF_PLAY, names: 'stylesOfPlay' },
] as const;

interface PlayingStyleFieldsProps {
  register: UseFormRegister<PlayerFormValues>;
  errors: FieldErrors<PlayerFormValues>;
}

/** How the player plays: strong hand, backhand type and style of play. */
export function PlayingStyleFields({ register, errors }: PlayingStyleFieldsProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  return STYLE_FIELDS.map(({ name, values, names }) => (
    <SelectField
      key={name}
      label={t(`playerForm.${name}`)}
      error={errors[name]?.message}
      aria-required
      {...register(name, { setValueAs: orUndefined })}
    >
      <option value="">{t('playerForm.choose')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`${names}.${value}`)}
        </option>
      ))}
    </SelectField>
  ));
}
