import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCodeVersion } from '@tennis/contracts';
import { migrationsFolder } from '../db/migrate.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/code', () => {
  it('names every migration the database has, by the name in the journal, and no build when run from the sources', async () => {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const response = await as.god.get('/api/code');
    expect(response.statusCode, response.body).toBe(200);
    const code = response.json<TCodeVersion>();
    expect(code.migrations.known).toBe(journal.entries.length);
    expect(code.migrations.applied).toEqual(journal.entries.map((entry) => entry.tag));
    // The tests import the sources: no build wrote build-info.json beside them.
    expect(code.commit).toBeNull();
    expect(code.builtAt).toBeNull();
  });
});
