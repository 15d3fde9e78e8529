import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.js';
import { runScript as run } from '../test/run-script.js';
import { assertGodUserIsAdmin } from './assert-god-user-is-admin.js';

// The real processes on a fresh embedded database in a folder of their own:
// the live server refusing to start, then `npm run create-admin`'s script fed
// the password on standard input (the function's own rules are tested in
// create-admin.test.ts). Slow (each process opens the database), so
// the whole journey is one file.

describe('a live server on a fresh database, and npm run create-admin', () => {
  let dataDir: string;
  const live = () => ({
    APP_ENV: 'live',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'a-live-secret-of-its-own',
    BOT_CHECK: 'off',
    PORT: '3139',
  });
  const createAdmin = (args: string[], password: string) =>
    run(
      'apps/api/src/auth/create-admin-cli.ts',
      ['--email', 'owner@example.gr', '--name', 'Ελένη', '--surname', 'Κωνσταντίνου', ...args],
      { DATA_DIR: dataDir },
      password,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tennis-create-admin-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start live without a god admin, then the command creates one from stdin', async () => {
    const refused = await run('apps/api/src/server.ts', [], live());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('APP_ENV=live cannot start: GOD_USER_ID=1 names no user of this database.');
    expect(refused.stderr).toContain('npm run create-admin -- --email');
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    const created = await createAdmin(['--password-stdin'], 'a-long-passphrase\n');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const id = Number(/GOD_USER_ID=(\d+)/.exec(created.stdout)?.[1]);
    expect(created.stdout).toContain(`Admin owner@example.gr created with id ${id}.`);

    const database = await createDatabase({ DATA_DIR: dataDir });
    try {
      await expect(assertGodUserIsAdmin(database.db, { GOD_USER_ID: id })).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  }, 300_000);

  it('refuses to start live without AUTH_SECRET and the bot check keys, naming both at once', async () => {
    const refused = await run('apps/api/src/server.ts', [], { APP_ENV: 'live', DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /APP_ENV=live cannot start without:\n- AUTH_SECRET: .*\n- BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET: /,
    );
  }, 60_000);

  it('asks for the password on stdin when there is no terminal to type it in', async () => {
    const noTerminal = await createAdmin([], '');
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toContain('--password-stdin');
  }, 60_000);
});
