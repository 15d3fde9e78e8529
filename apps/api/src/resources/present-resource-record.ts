import type { PresentedRecord, ResourceContext, ResourceDefinition } from './define-resource.js';

/** The row as the client sees it, with what this actor may do with it. */
export function presentRecord<Out extends PresentedRecord>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition; its record type is kept
  definition: ResourceDefinition<any, any, any, Out>,
  context: ResourceContext,
  row: unknown,
): Out {
  const { actor } = context;
  return {
    ...definition.present(row, actor),
    permissions: {
      view: definition.policy.read(actor),
      update: definition.policy.update(actor, row) === true,
      delete: definition.policy.delete(actor, row) === true,
    },
  } as Out;
}
