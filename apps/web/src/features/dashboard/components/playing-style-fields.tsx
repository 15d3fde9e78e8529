import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BACKHAND_TYPES, STRONG_HANDS, STYLES_OF_PLAY } from '@tennis/contracts';
import { DASHBOARD_NS } from '../i18n';
import { RequiredSelectField } from './required-select-field';
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
      <RequiredSelectField
        label={t('playerForm.strongHand')}
        error={errors.strongHand}
        {...register('strongHand', { setValueAs: orUndefined })}
      >
        <option value="">{t('playerForm.choose')}</option>
        {STRONG_HANDS.map((hand) => (
          <option key={hand} value={hand}>
            {t(`strongHands.${hand}`)}
          </option>
        ))}
      </RequiredSelectField>
      <RequiredSelectField
        label={t('playerForm.backhandType')}
        error={errors.backhandType}
        {...register('backhandType', { setValueAs: orUndefined })}
      >
        <option value="">{t('playerForm.choose')}</option>
        {BACKHAND_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`backhandTypes.${type}`)}
          </option>
        ))}
      </RequiredSelectField>
      <RequiredSelectField
        label={t('playerForm.styleOfPlay')}
        error={errors.styleOfPlay}
        {...register('styleOfPlay', { setValueAs: orUndefined })}
      >
        <option value="">{t('playerForm.choose')}</option>
        {STYLES_OF_PLAY.map((style) => (
          <option key={style} value={style}>
            {t(`stylesOfPlay.${style}`)}
          </option>
        ))}
      </RequiredSelectField>
    </>
  );
}
