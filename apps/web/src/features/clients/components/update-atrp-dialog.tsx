import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZUpdateAtrpRequest } from '@tennis/contracts';
import { isValidAtrp } from '@tennis/domain';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { AtrpLevelOptions } from '../../../components/atrp/atrp-level-options';
import { SelectField } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useUpdateAtrp } from '../api/update-atrp';
import { CLIENTS_NS } from '../i18n';

type Props = { clientId: number | string; name: string; atrp: number | null; onClose: () => void };

/** Sets a client's ATRP level (1.5 to 4.5 in steps of 0.5). */
export function UpdateAtrpDialog({ clientId, name, atrp, onClose }: Props) {
  const { t } = useTranslation(CLIENTS_NS);
  const update = useUpdateAtrp(clientId);
  const form = useForm<z.input<typeof ZUpdateAtrpRequest>>({
    resolver: zodResolver(ZUpdateAtrpRequest),
    defaultValues: { atrp: isValidAtrp(atrp) ? atrp : undefined },
  });
  const error = form.formState.errors.atrp?.message;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (answer) => {
        notify({ level: 'success', message: answer.message ?? t('atrp.updated'), lifespan: 'quick' });
        onClose();
      },
      onError: (failure) => reportFormError(failure, form.setError),
    }),
  );

  return (
    <FormDialog
      title={t('atrp.title', { name })}
      cancelLabel={t('atrp.cancel')}
      submitLabel={t('atrp.save')}
      pending={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={t('atrp.label')}
        error={error}
        aria-required
        {...form.register('atrp', { setValueAs: (v: string | number) => (v === '' ? undefined : Number(v)) })}
      >
        <AtrpLevelOptions emptyLabel={t('atrp.choose')} />
      </SelectField>
    </FormDialog>
  );
}
