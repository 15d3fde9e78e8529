import type { FastifyInstance } from 'fastify';

/** The part of a JSON Schema the request tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One route of the API as its OpenAPI document describes it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
}
interface RequestBody {
  content?: Record<string, { schema?: JsonSchema }>;
}

/** Every operation of the built app's OpenAPI document (GET /api/docs/json). */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/**
 * Percent-encodes a path value. A lone surrogate has no UTF-8 form: it goes
 * as the three bytes a careless client would write for it, which no server
 * can decode (as an attacker's request would).
 */
function encodePathValue(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    encoded +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

/** The URL of an operation with its path parameters filled in (each encoded). */
export function urlOf(operation: Pick<Operation, 'path'>, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathValue(values[name] ?? ''));
}

/** Path parameters that name a record: `id`, `pid` and every `…Id`. */
export const isIdName = (name: string): boolean => name === 'id' || name === 'pid' || /Id$/.test(name);
