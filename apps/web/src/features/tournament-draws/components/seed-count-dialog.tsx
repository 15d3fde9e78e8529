import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { seedCountOutOfRange, type TCategoryDraw } from '@tennis/contracts';
import { maxSeedCount } from '@tennis/domain';
import { TextField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { reportFormError } from '../../../lib/form-errors';
import { useDrawActions } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = { draw: TCategoryDraw; max: number; onClose: () => void };

/** How many seeds the category has: the participations list then offers seeds 1 to that number; the server checks the same range. */
export function SeedCountDialog({ draw, max, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const { seedParticipations } = useDrawActions(draw.id);
  const form = useForm<{ seedCount: number }>({
    // Proposes what is set, else the largest knockout's seeds; a round robin may take more (up to max).
    defaultValues: {
      seedCount:
        draw.seedsAreSet && draw.seedCount > 0
          ? Math.min(draw.seedCount, max)
          : Math.min(maxSeedCount(draw.primaryParticipations), max),
    },
  });
  const submit = form.handleSubmit((values) =>
    seedParticipations.mutate(values, {
      onSuccess: onClose,
      onError: (error) => reportFormError(error, form.setError, ['seedCount']),
    }),
  );
  return (
    <FormDialog
      title={t('seeds.countTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('seeds.save')}
      pending={seedParticipations.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="space-y-4"
    >
      <p>{t('seeds.countIntro')}</p>
      <TextField
        label={t('seeds.countLabel', { max })}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        error={form.formState.errors.seedCount?.message}
        {...form.register('seedCount', {
          valueAsNumber: true,
          validate: (value) => (Number.isInteger(value) && value >= 1 && value <= max) || seedCountOutOfRange(max),
        })}
      />
    </FormDialog>
  );
}
