import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { FieldShell } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import type { InitializeDrawForm } from './use-initialize-draw-form';

type Props = Pick<InitializeDrawForm, 'form' | 'field'> & { drawSizeOptions: TCategoryDraw['drawSizeOptions'] };

/** A knockout's size, among those the entrants allow, and its qualifier matches. */
export function KnockoutSizeFields({ form, field, drawSizeOptions }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <>
      <FieldShell {...field('drawSize')} label={t('drawSize')}>
        <select
          id={field('drawSize').id}
          className={inputClasses}
          {...form.register('drawSize', { valueAsNumber: true })}
        >
          {drawSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell {...field('qualifierMatches')} label={t('qualifierMatches')}>
        <input
          id={field('qualifierMatches').id}
          type="number"
          min={0}
          step={1}
          className={inputClasses}
          {...form.register('qualifierMatches', { valueAsNumber: true })}
        />
      </FieldShell>
    </>
  );
}
