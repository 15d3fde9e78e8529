import type { TFieldMeta, TResourceMeta } from '@tennis/contracts';
import type { AnyResourceDefinition, ResourceContext } from './define-resource.js';

/** The form's and the list's fields, and what this actor may do with the resource at all. */
export async function resourceMeta(
  definition: AnyResourceDefinition,
  context: ResourceContext,
): Promise<TResourceMeta> {
  const fields = await definition.fields(context);
  const { actor } = context;
  const read = definition.policy.read(actor);
  return {
    resource: definition.name,
    title: definition.title,
    singular: definition.singular,
    // Sortable and filterable come from the whitelists, so the meta never offers what the list refuses.
    fields: fields.map((field): TFieldMeta => ({
      ...field,
      sortable: field.name in definition.sort.columns,
      filterable: field.name in definition.filters,
    })),
    defaultSort: definition.sort.default,
    defaultSortDir: definition.sort.defaultDir,
    permissions: {
      list: read,
      view: read,
      create: definition.policy.create(actor),
      update: definition.policy.update(actor) === true,
      delete: definition.policy.delete(actor) === true,
    },
  };
}
