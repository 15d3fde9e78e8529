import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BACKHAND_TYPES, STRONG_HANDS, STYLES_OF_PLAY } from '@tennis/contracts';
import { SelectField } from '../../../components/ui/field';
import { DASHBOARD_NS } from '../i18n';
import type { PlayerFormValues } from './use-player-form';

/** An empty select means "not chosen": undefined, so the schema answers with the required message. */
const orUndefined = (v: string) => (v === '' ? undefined : v);

interface PlayingStyleFieldsProps {
  register: UseFormRegister<PlayerFormValues>;
  errors: FieldErrors<PlayerFormValues>;
}

/** How the player plays: strong hand, backhand type and style of play. */
export function PlayingStyleFields({ register, errors }: PlayingStyleFieldsProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <>
      <SelectField
        label={t('playerForm.strongHand')}
        error={errors.strongHand?.message}
        aria-required
        {...register('strongHand', { setValueAs: orUndefined })}
      >
        <option value="">{t('playerForm.choose')}</option>
        {STRONG_HANDS.map((hand) => (
          <option key={hand} value={hand}>
            {t(`strongHands.${hand}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('playerForm.backhandType')}
        error={errors.backhandType?.message}
        aria-required
        {...register('backhandType', { setValueAs: orUndefined })}
      >
        <option value="">{t('playerForm.choose')}</option>
        {BACKHAND_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`backhandTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('playerForm.styleOfPlay')}
        error={errors.styleOfPlay?.message}
        aria-required
        {...register('styleOfPlay', { setValueAs: orUndefined })}
      >
        <option value="">{t('playerForm.choose')}</option>
        {STYLES_OF_PLAY.map((style) => (
          <option key={style} value={style}>
            {t(`stylesOfPlay.${style}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
