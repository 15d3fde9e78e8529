import { useMemo, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFieldMeta, TRecord, TResourceMeta } from '@tennis/contracts';
import { isDevLike, useAppConfig } from '../../lib/app-config';
import { reportFormError } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { ButtonLink, Button } from '../ui/button';
import { Alert, Card } from '../ui/card';
import { cx } from '../ui/cx';
import { Page } from '../ui/page';
import { Skeleton } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import {
  fetchSample,
  resourceMetaQuery,
  resourceRecordQuery,
  useCreateRecord,
  useUpdateRecord,
  type ResourceRef,
} from './api/resource-api';
import { buildFormSchema, formFieldsOf, type FormMessages, type FormMode } from './model/form-schema';
import { toFormValues, toPayload, type FormValues } from './model/form-values';
import { formatFieldValue, readOnlyFieldsOf, type RecordId } from './model/record-view';
import { FieldControl } from './parts/field-control';
import { useFormShortcuts } from './use-form-shortcuts';
import { defaultResourcePaths, type ResourcePaths } from './resource-paths';
import { RESOURCES_NS } from './i18n';

export type ResourceFormPageProps = ResourceRef & {
  paths?: Partial<ResourcePaths>;
  /** Overrides the page heading. */
  title?: string;
  /** Overrides the success notice (e.g. the client register's own wording). */
  savedMessage?: string;
  /** Shapes the body before it is sent (e.g. to add a fixed value). */
  transformPayload?: (payload: TRecord) => TRecord;
};

/** A generic create page: the form built from GET {base}/meta, sent as POST {base}. */
export function ResourceCreatePage(props: ResourceFormPageProps) {
  const meta = useQuery(resourceMetaQuery(props));
  return (
    <Loading title={props.title} error={meta.error} retry={() => void meta.refetch()}>
      {meta.data && <ResourceForm {...props} mode="create" meta={meta.data} record={null} />}
    </Loading>
  );
}

/** A generic edit page: the record from GET {base}/{id}, saved with PUT {base}/{id}. The id comes from the route's `:id`. */
export function ResourceEditPage(props: ResourceFormPageProps & { id?: RecordId }) {
  const params = useParams();
  const id = props.id ?? params.id ?? '';
  const meta = useQuery(resourceMetaQuery(props));
  const record = useQuery(resourceRecordQuery(props, id));
  const error = meta.error ?? record.error;
  return (
    <Loading title={props.title} error={error} retry={() => void (meta.isError ? meta.refetch() : record.refetch())}>
      {meta.data && record.data && (
        <ResourceForm key={String(id)} {...props} mode="edit" id={id} meta={meta.data} record={record.data} />
      )}
    </Loading>
  );
}

function Loading({
  title,
  error,
  retry,
  children,
}: {
  title?: string;
  error: Error | null;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(RESOURCES_NS);
  if (error) {
    return (
      <Page title={title ?? ''} width="prose">
        <Alert tone="danger" title={t('list.loadFailed')}>
          <p>{error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
            {t('list.retry')}
          </Button>
        </Alert>
      </Page>
    );
  }
  if (children) return <>{children}</>;
  return (
    <Page title={title ?? ''} width="prose">
      <Card aria-busy="true" className="space-y-5">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </Card>
    </Page>
  );
}

/** Long controls take the whole row of the two-column grid. */
const isWide = (field: TFieldMeta) => field.type === 'textarea' || field.type === 'phone' || field.type === 'tel';

type ResourceFormProps = ResourceFormPageProps & {
  mode: FormMode;
  meta: TResourceMeta;
  record: TRecord | null;
  id?: RecordId;
};

function ResourceForm({
  mode,
  meta,
  record,
  id,
  resource,
  base,
  paths: pathOverrides,
  title,
  savedMessage,
  transformPayload,
}: ResourceFormProps) {
  const { t } = useTranslation(RESOURCES_NS);
  const navigate = useNavigate();
  const config = useAppConfig();
  const paths = { ...defaultResourcePaths(resource), ...pathOverrides };
  const submitRef = useRef<HTMLButtonElement>(null);
  const create = useCreateRecord({ resource, base });
  const update = useUpdateRecord({ resource, base }, id ?? '');
  const mutation = mode === 'create' ? create : update;

  const messages = useMemo<FormMessages>(
    () => ({
      required: t('validation.required'),
      invalidEmail: t('validation.invalidEmail'),
      invalidPhone: t('validation.invalidPhone'),
      invalidNumber: t('validation.invalidNumber'),
      invalidOption: t('validation.invalidOption'),
      min: (n) => t('validation.min', { n }),
      max: (n) => t('validation.max', { n }),
      step: (n) => t('validation.step', { n }),
      maxLength: (n) => t('validation.maxLength', { n }),
    }),
    [t],
  );
  const fields = useMemo(() => formFieldsOf(meta.fields), [meta.fields]);
  const readOnly = useMemo(() => readOnlyFieldsOf(record), [record]);
  const readOnlyOf = (field: TFieldMeta) => {
    const reason = readOnly[field.name];
    if (reason === undefined) return undefined;
    const words = { yes: t('values.yes'), no: t('values.no') };
    return { reason, shown: formatFieldValue(field, record?.[field.name], words) };
  };
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
        navigate(paths.list);
      },
      onError: (error) => reportFormError(error, form.setError),
    });
  });

  const sampleAllowed = isDevLike(config);
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
  useFormShortcuts({
    onSubmit: () => submitRef.current?.click(),
    onSample: sampleAllowed ? () => void fillSample() : undefined,
  });

  const heading = title ?? t(mode === 'create' ? 'form.createTitle' : 'form.editTitle', { title: meta.title, id });

  return (
    <Page title={heading} width="prose">
      <Card>
        <form onSubmit={save} noValidate className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.name} className={cx(isWide(field) && 'sm:col-span-2')}>
              <FieldControl
                field={field}
                register={form.register}
                errors={form.formState.errors}
                readOnly={readOnlyOf(field)}
              />
            </div>
          ))}
          <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-ink-muted">
              <kbd className="font-sans">{t('form.shortcutSubmit')}</kbd>
              {sampleAllowed && (
                <>
                  {' · '}
                  <kbd className="font-sans">{t('form.shortcutSample')}</kbd>
                </>
              )}
            </p>
            <div className="flex gap-2">
              <ButtonLink to={paths.list} variant="secondary">
                {t('form.cancel')}
              </ButtonLink>
              <SubmitButton ref={submitRef} pending={mutation.isPending}>
                {t('form.save')}
              </SubmitButton>
            </div>
          </div>
        </form>
      </Card>
    </Page>
  );
}
