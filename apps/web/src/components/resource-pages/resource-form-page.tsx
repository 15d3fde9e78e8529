import { useMemo, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFieldMeta, TRecord, TResourceMeta } from '@tennis/contracts';
import { isDevLike, useAppConfig } from '../../lib/app-config';
import { Button } from '../ui/button';
import { Alert, Card } from '../ui/card';
import { cx } from '../ui/cx';
import { Page } from '../ui/page';
import { Skeleton } from '../ui/spinner';
import { useResourceMeta, resourceRecordQuery, type ResourceRef } from './api/resource-api';
import { formFieldsOf, type FormMode } from './model/form-schema';
import { formatFieldValue, readOnlyFieldsOf, type RecordId } from './model/record-view';
import { FieldControl } from './parts/field-control';
import { FormFooter } from './parts/form-footer';
import { useFormShortcuts } from './use-form-shortcuts';
import { useResourceForm } from './use-resource-form';
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
  /** Where GET one record lives when `{base}/{id}` answers something else (the players' public profile). */
  recordBase?: string;
  /** Drawn under the form (e.g. a player's picture, which is uploaded on its own). */
  below?: (record: TRecord) => ReactNode;
};

/** A generic create page: the form built from GET {base}/meta, sent as POST {base}. */
export function ResourceCreatePage(props: ResourceFormPageProps) {
  const meta = useResourceMeta(props);
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
  const meta = useResourceMeta(props);
  const record = useQuery(resourceRecordQuery({ resource: props.resource, base: props.recordBase ?? props.base }, id));
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

function ResourceForm(props: ResourceFormProps) {
  const { mode, meta, record, id, resource, title } = props;
  const { t } = useTranslation(RESOURCES_NS);
  const config = useAppConfig();
  const paths = { ...defaultResourcePaths(resource), ...props.paths };
  const submitRef = useRef<HTMLButtonElement>(null);
  const { form, save, fillSample, pending } = useResourceForm({ ...props, listPath: paths.list });

  const fields = useMemo(() => formFieldsOf(meta.fields), [meta.fields]);
  const readOnly = useMemo(() => readOnlyFieldsOf(record), [record]);
  const readOnlyOf = (field: TFieldMeta) => {
    const reason = readOnly[field.name];
    if (reason === undefined) return undefined;
    const words = { yes: t('values.yes'), no: t('values.no') };
    return { reason, shown: formatFieldValue(field, record?.[field.name], words) };
  };

  const sampleAllowed = isDevLike(config);
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
          <FormFooter listPath={paths.list} submitRef={submitRef} pending={pending} sampleAllowed={sampleAllowed} />
        </form>
      </Card>
      {record && props.below?.(record)}
    </Page>
  );
}
