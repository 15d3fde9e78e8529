import type { RecordId } from './model/record-view';

/** The pages of one resource; by default /{resource}, /{resource}/create and /{resource}/{id}/edit. */
export type ResourcePaths = { list: string; create: string; edit: (id: RecordId) => string };

export function defaultResourcePaths(resource: string): ResourcePaths {
  return {
    list: `/${resource}`,
    create: `/${resource}/create`,
    edit: (id) => `/${resource}/${encodeURIComponent(String(id))}/edit`,
  };
}
