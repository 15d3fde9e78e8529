import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NUL_IN_TEXT } from '@tennis/contracts';

/** An issue at every string (value or key) that holds a NUL character, however deep. */
function nulIssues(value: unknown, path: PropertyKey[] = []): z.core.$ZodRawIssue[] {
  const issue = (input: string) => ({ code: 'custom' as const, message: NUL_IN_TEXT, path, input });
  if (typeof value === 'string') return value.includes('\u0000') ? [issue(value)] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulIssues(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes('\u0000') ? [issue(key)] : nulIssues(item, [...path, key]),
  );
}

/** Whether any string (value or key) holds a NUL character, however deep: the common answer, no, allocates nothing. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  for (const key in value) {
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * The validator of every route's params, query and body: the route's zod
 * schema plus one check no schema has to repeat. PostgreSQL stores no NUL
 * character in text, so a NUL anywhere in the input is refused here with a
 * Greek 422 on its field, before any handler or query sees it; the schema's
 * own findings (a malformed id beside it, say) are answered with it. Input
 * without a NUL, nearly all of it, goes straight to the schema.
 */
export const validateRouteInput: FastifySchemaCompiler<z.ZodType> = ({ schema, ...route }) => {
  const bySchema = validatorCompiler({ ...route, schema });
  const withNulIssues = validatorCompiler({
    ...route,
    schema: z.unknown().transform((input, context) => {
      const parsed = schema.safeParse(input);
      const schemaIssues = (parsed.error?.issues ?? []).map(({ message, path, input: value }) => ({
        code: 'custom' as const,
        message,
        path,
        input: value,
      }));
      for (const issue of [...nulIssues(input), ...schemaIssues]) context.addIssue(issue);
      return parsed.success ? parsed.data : z.NEVER;
    }),
  });
  return (input) => (holdsNul(input) ? withNulIssues(input) : bySchema(input));
};
