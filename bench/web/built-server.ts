// The built app as a visitor meets it: the API's build serving the web app's
// build, on a fresh embedded database in its own temporary folder. APP_ENV=test
// loads the demo data at start on a fresh database, as the e2e journeys rely on.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_JS = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
const WEB_INDEX = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
/** Migrations and the demo data take a few seconds; a slow shared machine may need many more. */
const START_TIMEOUT_MS = 180_000;

export interface BuiltServer {
  origin: string;
  stop: () => Promise<void>;
}

/** A port nobody listens on now: another benchmark or an e2e run may hold the usual ones. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the built server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet: the database and the demo data come first.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the built server did not answer ${origin}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startBuiltServer(): Promise<BuiltServer> {
  if (!existsSync(SERVER_JS) || !existsSync(WEB_INDEX)) {
    throw new Error('the app is not built: run `npm run bench:web`, which builds it first');
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tennis-bench-web-'));
  // Only what the server needs: a DATABASE_URL or MAIL_URL of the caller's shell must not leak in.
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_JS], {
    env: {
      PATH: process.env.PATH,
      APP_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: origin,
      LOG_LEVEL: 'warn',
    },
    // Its standard output lists the demo accounts: not part of the report.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
