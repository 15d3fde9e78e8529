import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { isCategoryInitialisable, MIN_APPROVED_PARTICIPATIONS } from '@tennis/domain';
import { Button } from '../../../components/ui/button';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Values = {
  format: 'knockout' | 'roundRobin';
  drawSize: number;
  qualifierMatches: number;
  groupCount: number;
  groupSize: number;
  drawFollowUp: '' | 'knockout' | 'none';
  drawFollowUpSize: number;
};
type Props = { draw: TCategoryDraw; onClose: () => void };
const FIELDS = ['drawSize', 'qualifierMatches', 'groupCount', 'groupSize', 'drawFollowUp', 'drawFollowUpSize'] as const;

/**
 * The initialisation dialog: a knockout draw (one of the two offered sizes,
 * qualifier matches) or round-robin groups (count, size, what follows). The
 * server checks with the domain's rules; its Greek refusals show on the fields.
 */
export function InitializeDrawDialog({ draw, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const { initialize } = useDrawActions(draw.id);
  const id = useId();
  const form = useForm<Values>({
    defaultValues: {
      format: 'knockout',
      drawSize: draw.drawSizeOptions[0] ?? 4,
      qualifierMatches: 0,
      groupCount: 1,
      groupSize: 4,
      drawFollowUp: '',
      drawFollowUpSize: 4,
    },
  });
  const format = form.watch('format');
  const followUp = form.watch('drawFollowUp');
  const errors = form.formState.errors;
  const enough = isCategoryInitialisable(draw.approvedParticipations);
  const submit = form.handleSubmit((values) => {
    const body =
      values.format === 'knockout'
        ? { drawSize: values.drawSize, qualifierMatches: values.qualifierMatches }
        : {
            roundRobin: true,
            groupCount: values.groupCount,
            groupSize: values.groupSize,
            drawFollowUp: values.drawFollowUp === '' ? null : values.drawFollowUp,
            drawFollowUpSize: values.drawFollowUp === 'knockout' ? values.drawFollowUpSize : null,
          };
    initialize.mutate(body, { onSuccess: onClose, onError: (error) => reportFormError(error, form.setError, FIELDS) });
  });
  const field = (name: (typeof FIELDS)[number]) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('initializeTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton form={`${id}-form`} pending={initialize.isPending} disabled={!enough}>
            {t('confirm')}
          </SubmitButton>
        </>
      }
    >
      <form id={`${id}-form`} className="space-y-4" onSubmit={submit} noValidate>
        <p>{t('initializeIntro')}</p>
        <p className="text-ink-muted">{t('approved', { count: draw.approvedParticipations })}</p>
        {!enough && <p className="text-danger">{t('needsMinimum', { minimum: MIN_APPROVED_PARTICIPATIONS })}</p>}
        <fieldset className="flex gap-4">
          <legend className="mb-1.5 text-sm font-medium">{t('groups.format')}</legend>
          {(['knockout', 'roundRobin'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} {...form.register('format')} />
              {t(`groups.${value}`)}
            </label>
          ))}
        </fieldset>
        {format === 'knockout' ? (
          <>
            <FieldShell {...field('drawSize')} label={t('drawSize')}>
              <select
                id={field('drawSize').id}
                className={inputClasses}
                {...form.register('drawSize', { valueAsNumber: true })}
              >
                {draw.drawSizeOptions.map((size) => (
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
        ) : (
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
        )}
      </form>
    </Modal>
  );
}
