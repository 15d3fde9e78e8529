import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListResponse, TRecord, TResourceMeta } from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { RESOURCES_NS } from '../i18n';
import { listStateToApiQuery, type ListState } from '../model/list-query';
import { localizeMeta } from '../model/localize-meta';
import type { RecordId } from '../model/record-view';

/** Where a generic resource lives: its name (for factories and cache keys) and its API base. */
export type ResourceRef = { resource: string; base: string };

/** Every cached answer of one resource sits under ['resource', name], so one invalidation refreshes them all. */
export const resourceKeys = {
  all: (resource: string) => ['resource', resource] as const,
  meta: (resource: string) => ['resource', resource, 'meta'] as const,
  list: (resource: string, state: ListState) => ['resource', resource, 'list', state] as const,
  record: (resource: string, id: RecordId) => ['resource', resource, 'record', String(id)] as const,
};

/** The fields and permissions rarely change during a visit. */
const resourceMetaQuery = ({ resource, base }: ResourceRef) =>
  queryOptions({
    queryKey: resourceKeys.meta(resource),
    queryFn: ({ signal }) => api.get<TResourceMeta>(`${base}/meta`, { signal }),
    staleTime: 5 * 60_000,
  });

/** The meta in the visitor's language: the server's Greek texts, translated by the catalogue otherwise. */
export function useResourceMeta(ref: ResourceRef) {
  const query = useQuery(resourceMetaQuery(ref));
  const { t, i18n } = useTranslation(RESOURCES_NS);
  const { data } = query;
  const localized = useMemo(
    () => (data ? localizeMeta(data, (key, options) => t(key, options), i18n.language) : undefined),
    [data, t, i18n.language],
  );
  return { ...query, data: localized };
}

/** A page of records; cached 30 s (spec 1 §9), the previous page stays on screen while the next loads. */
export const resourceListQuery = ({ resource, base }: ResourceRef, state: ListState) =>
  queryOptions({
    queryKey: resourceKeys.list(resource, state),
    queryFn: ({ signal }) =>
      api.get<TListResponse<TRecord>>(base, { query: Object.fromEntries(listStateToApiQuery(state)), signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** GET {base}/{id} answers the record; a `{ data: record }` envelope is accepted too. */
function unwrapRecord(body: unknown): TRecord {
  const record = body as TRecord;
  const keys = Object.keys(record);
  return keys.length === 1 && keys[0] === 'data' ? (record.data as TRecord) : record;
}

export const resourceRecordQuery = ({ resource, base }: ResourceRef, id: RecordId) =>
  queryOptions({
    queryKey: resourceKeys.record(resource, id),
    queryFn: async ({ signal }) => unwrapRecord(await api.get(`${base}/${encodeURIComponent(String(id))}`, { signal })),
    // An edit form always starts from the stored record, never from a stale copy.
    staleTime: 0,
  });

/** GET /api/factories/{resource}/sample (dev and test only): a made-up record for F2. */
export const fetchSample = (resource: string) =>
  api.get(`/api/factories/${encodeURIComponent(resource)}/sample`).then(unwrapRecord);

export function useCreateRecord({ resource, base }: ResourceRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TRecord) => api.post(base, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

export function useUpdateRecord({ resource, base }: ResourceRef, id: RecordId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TRecord) => api.put(`${base}/${encodeURIComponent(String(id))}`, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

export function useDeleteRecord({ resource, base }: ResourceRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: RecordId) => api.delete(`${base}/${encodeURIComponent(String(id))}`),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}
