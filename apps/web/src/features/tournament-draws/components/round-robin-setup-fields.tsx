import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import type { InitializeDrawForm } from './use-initialize-draw-form';

type Props = Pick<InitializeDrawForm, 'form' | 'field'>;

/** Round-robin groups: how many, how large, and what follows them (a knockout of some size, or nothing). */
export function RoundRobinSetupFields({ form, field }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const followUp = form.watch('drawFollowUp');
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FieldShell {...field('groupCount')} label={t('groups.groupCount')}>
          <input
            id={field('groupCount').id}
            type="number"
            min={1}
            max={16}
            className={inputClasses}
            {...form.register('groupCount', { valueAsNumber: true })}
          />
        </FieldShell>
        <FieldShell {...field('groupSize')} label={t('groups.groupSize')}>
          <input
            id={field('groupSize').id}
            type="number"
            min={3}
            max={8}
            className={inputClasses}
            {...form.register('groupSize', { valueAsNumber: true })}
          />
        </FieldShell>
      </div>
      <FieldShell {...field('drawFollowUp')} label={t('groups.followUp')}>
        <select id={field('drawFollowUp').id} className={inputClasses} {...form.register('drawFollowUp')}>
          <option value="">{t('groups.choose')}</option>
          <option value="knockout">{t('groups.followUpKnockout')}</option>
          <option value="none">{t('groups.followUpNone')}</option>
        </select>
      </FieldShell>
      {followUp === 'knockout' && (
        <FieldShell {...field('drawFollowUpSize')} label={t('groups.followUpSize')}>
          <select
            id={field('drawFollowUpSize').id}
            className={inputClasses}
            {...form.register('drawFollowUpSize', { valueAsNumber: true })}
          >
            {[2, 4, 8, 16].map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
    </>
  );
}
