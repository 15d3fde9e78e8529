import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ID, MAX_ID } from '@tennis/contracts';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents } from '../test/demo-agents.js';
import {
  isIdName,
  loadOperations,
  urlOf,
  type JsonSchema,
  type Operation,
  type Parameter,
} from '../test/openapi-operations.js';

// One rule for the ids in every path, read from the OpenAPI document so a new
// route is held to it without anyone listing it here: a malformed id answers
// 422 under the parameter's name, a well-formed id that names nothing 404, and
// no id schema lets through a number the database's integer keys cannot hold.

let t: TestApp;
// God mode: allowed on every route (wallets and god tools too), so an unknown id is the only reason to refuse.
let god: Agent;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  god = (await demoAgents(t.app)).god;
  operations = (await loadOperations(t.app)).filter((operation) => operation.pathParams.some((p) => isIdName(p.name)));
});
afterAll(async () => t?.close());

/** A value the schema accepts for a path parameter that is not an id (an enum's first value, a month…). */
function plainValue(schema: JsonSchema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer') return String(schema.minimum ?? 1);
  if (schema.pattern?.includes('[0-9a-f]{40}')) return 'a'.repeat(40);
  if (schema.pattern) return '2026-01';
  return 'no-such-slug';
}

/** Every id of the path well-formed and unknown, the other parameters plausible. */
const unknownIds = (params: Parameter[]) =>
  Object.fromEntries(params.map((p) => [p.name, isIdName(p.name) ? String(MAX_ID) : plainValue(p.schema)]));

/**
 * Links a person opens from an e-mail in a browser: a malformed id takes them to the Greek page that explains
 * it, never to JSON.
 */
const BROWSER_LINKS: Record<string, string> = {
  'GET /verify-email/{id}/{hash}': '/verify-email?error=invalid',
};

/** Ids the platform does not mint: pg-boss names its jobs by UUID, so a malformed one answers 422 as a UUID. */
const UUID_IDS = new Set(['GET /api/jobs/{id}/text id']);
const isUuidId = (operation: Operation, param: Parameter) =>
  UUID_IDS.has(`${operation.method} ${operation.path} ${param.name}`);

const send = (operation: Operation, values: Record<string, string>) =>
  god.request({ method: operation.method, url: urlOf(operation, values) });

describe('ids in paths', () => {
  it('are integers from 1 to 2,147,483,647 in every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const operation of operations)
      for (const param of operation.pathParams.filter((p) => isIdName(p.name) && !isUuidId(operation, p)))
        expect({ route: `${operation.method} ${operation.path}`, param: param.name, schema: param.schema }).toEqual({
          route: `${operation.method} ${operation.path}`,
          param: param.name,
          schema: { type: 'integer', minimum: 1, maximum: MAX_ID },
        });
  });

  it.each(['abc', '0', '1.5', String(MAX_ID + 1)])(
    'answer 422 under the parameter when malformed (%s), on every route',
    async (malformed) => {
      const wrong: string[] = [];
      for (const operation of operations) {
        for (const param of operation.pathParams.filter((p) => isIdName(p.name))) {
          const response = await send(operation, { ...unknownIds(operation.pathParams), [param.name]: malformed });
          const page = BROWSER_LINKS[`${operation.method} ${operation.path}`];
          if (page) {
            if (response.statusCode !== 302 || response.headers.location !== page)
              wrong.push(
                `${operation.method} ${operation.path} ${param.name}: ${response.statusCode} → ${response.headers.location}`,
              );
            continue;
          }
          const body = response.json<{ errors?: Record<string, string[]> }>();
          const message = isUuidId(operation, param) ? body.errors?.[param.name]?.[0] : INVALID_ID;
          if (response.statusCode !== 422 || !message || !body.errors?.[param.name]?.includes(message))
            wrong.push(`${operation.method} ${operation.path} ${param.name}: ${response.statusCode} ${response.body}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('hold the UUID ids to the UUID format', () => {
    const uuids = operations.flatMap((operation) =>
      operation.pathParams
        .filter((param) => isUuidId(operation, param))
        .map((param) => `${operation.method} ${operation.path} ${param.name} ${param.schema.format}`),
    );
    expect(uuids).toEqual([...UUID_IDS].map((id) => `${id} uuid`));
  });

  it('answer 404 when well-formed but unknown, on every route that needs nothing else', async () => {
    const needsNothingElse = (o: Operation) => o.body === undefined && !o.queryParams.some((p) => p.required);
    const wrong: string[] = [];
    for (const operation of operations.filter(needsNothingElse)) {
      const response = await send(operation, unknownIds(operation.pathParams));
      if (response.statusCode !== 404) wrong.push(`${operation.method} ${operation.path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
