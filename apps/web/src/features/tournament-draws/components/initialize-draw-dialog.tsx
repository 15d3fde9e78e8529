import { useTranslation } from 'react-i18next';
import type { TCategoryDraw } from '@tennis/contracts';
import { isCategoryInitialisable, MIN_APPROVED_PARTICIPATIONS } from '@tennis/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { KnockoutSizeFields } from './knockout-size-fields';
import { RoundRobinSetupFields } from './round-robin-setup-fields';
import { useInitializeDrawForm } from './use-initialize-draw-form';

type Props = { draw: TCategoryDraw; onClose: () => void };

/**
 * The initialisation dialog: a knockout draw (one of the two offered sizes,
 * qualifier matches) or round-robin groups (count, size, what follows). The
 * server checks with the domain's rules; its Greek refusals show on the fields.
 */
export function InitializeDrawDialog({ draw, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const { form, submit, field, pending } = useInitializeDrawForm(draw, onClose);
  const format = form.watch('format');
  const enough = isCategoryInitialisable(draw.approvedParticipations);
  return (
    <FormDialog
      title={t('initializeTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('confirm')}
      submitDisabled={!enough}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
      className="space-y-4"
    >
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
        <KnockoutSizeFields form={form} field={field} drawSizeOptions={draw.drawSizeOptions} />
      ) : (
        <RoundRobinSetupFields form={form} field={field} />
      )}
    </FormDialog>
  );
}
