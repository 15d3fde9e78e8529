import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TRecord, TResourceMeta } from '@tennis/contracts';
import { reportFormError } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { fetchSample, useCreateRecord, useUpdateRecord, type ResourceRef } from './api/resource-api';
import { buildFormSchema, type FormMode } from './model/form-schema';
import { toFormValues, toPayload, type FormValues } from './model/form-values';
import type { RecordId } from './model/record-view';
import { useFormMessages } from './use-form-messages';
import { RESOURCES_NS } from './i18n';

type Options = ResourceRef & {
  mode: FormMode;
  meta: TResourceMeta;
  record: TRecord | null;
  id?: RecordId;
  /** Where a saved form goes. */
  listPath: string;
  savedMessage?: string;
  transformPayload?: (payload: TRecord) => TRecord;
};

/**
 * The generic form: checked by the schema built from the meta, saved with POST
 * (create) or PUT (edit), then back to the list; the server's field errors land
 * under their fields. `fillSample` loads the server's sample record (F2).
 */
export function useResourceForm({
  mode,
  meta,
  record,
  id,
  resource,
  base,
  listPath,
  savedMessage,
  transformPayload,
}: Options) {
  const { t } = useTranslation(RESOURCES_NS);
  const navigate = useNavigate();
  const create = useCreateRecord({ resource, base });
  const update = useUpdateRecord({ resource, base }, id ?? '');
  const mutation = mode === 'create' ? create : update;
  const messages = useFormMessages();
  const schema = useMemo(() => buildFormSchema(meta.fields, mode, messages), [meta.fields, mode, messages]);
  const form = useForm<FormValues>({
    // The schema only checks; the body is built from the raw values below.
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: toFormValues(meta.fields, record),
    mode: 'onTouched',
  });

  const save = form.handleSubmit(() => {
    const payload = toPayload(meta.fields, form.getValues());
    mutation.mutate(transformPayload ? transformPayload(payload) : payload, {
      onSuccess: () => {
        notify({
          level: 'success',
          message: savedMessage ?? t(mode === 'create' ? 'notices.created' : 'notices.updated'),
          lifespan: 2000,
        });
        navigate(listPath);
      },
      onError: (error) => reportFormError(error, form.setError),
    });
  });

  const fillSample = async () => {
    try {
      const sample = await fetchSample(resource);
      form.reset(toFormValues(meta.fields, sample, true), { keepDefaultValues: true });
    } catch (error) {
      notify({
        level: 'warning',
        message: error instanceof Error && error.message ? error.message : t('form.sampleFailed'),
      });
    }
  };

  return { form, save, fillSample, pending: mutation.isPending };
}
