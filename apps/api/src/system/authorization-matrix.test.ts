import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { EVERYONE, demoAgents, type Who } from '../test/demo-agents.js';

// Who may call the system's and the operators' routes: the probes and the web
// app's start-up answer everyone, the metrics (on the public port, without
// METRICS_PORT) only an admin. Every operation tagged `system` or
// `operations` in the OpenAPI document must have its row here.

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const EVERYONE_200 = [200, 200, 200, 200, 200, 200, 200, 200];

//                                   guest newuser player employee host host2 admin god
const TABLE: [route: string, statuses: number[]][] = [
  ['GET /api/app-config', EVERYONE_200],
  ['GET /api/health', EVERYONE_200],
  ['GET /health/live', EVERYONE_200],
  ['GET /health/ready', EVERYONE_200],
  ['GET /metrics', [401, 403, 403, 403, 403, 403, 200, 200]],
];

describe('authorization of the system and operations routes', () => {
  const cases = TABLE.flatMap(([route, statuses]) =>
    EVERYONE.map((who, index) => [route, who, statuses[index]!] as const),
  );

  it.each(cases)('%s as %s answers %i', async (route, who, status) => {
    const response = await as[who].get(route.split(' ')[1]!);
    expect(response.statusCode, response.body).toBe(status);
  });

  it('covers every operation tagged system or operations in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const tagged = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.some((tag) => tag === 'system' || tag === 'operations'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(tagged.sort()).toEqual(TABLE.map(([route]) => route).sort());
  });
});
