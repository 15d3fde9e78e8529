import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnServer } from '../test/database.js';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = path.join(repository, 'apps/api/src/server.ts');
/** The proxy settings the deployment ships (deploy/nginx/): the suite runs the same file. */
const deployedProxySettings = path.join(repository, 'deploy/nginx/api-proxy.conf');

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface FleetDatabase {
  /** The DATABASE_URL of the processes. */
  url: string;
  drop(): Promise<void>;
}

const onServer = (statement: string) => runOnServer(SERVER, statement);

/** An empty database of its own on the PostgreSQL server (TEST_DATABASE_URL, or the local one): the processes migrate it. */
export async function createFleetDatabase(): Promise<FleetDatabase> {
  const name = `fleet_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  await onServer(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200, or fails after `seconds`, saying what the process printed. */
async function waitForOk(url: string, seconds: number, describe: () => string): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await pause(250);
  }
  throw new Error(`${url} not ready after ${seconds} s:\n${describe()}`);
}

export interface ApiProcess {
  readonly url: string;
  readonly pid: number;
  /** Sends the signal and answers the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  output(): string;
}

/** One API process, as a machine of the fleet runs it: from the sources, on its own port and its own DATA_DIR. */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    cwd: repository,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // A process that never gets ready is not left running behind the failed suite.
  await waitForOk(`${url}/health/ready`, 180, () => output).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    pid: child.pid ?? 0,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    output: () => output,
  };
}

export interface Proxy {
  readonly url: string;
  /** The master's process id (its worker is its child). */
  readonly pid: number;
  stop(): Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(existsSync) ?? 'nginx';

/**
 * nginx in front of the processes, round robin, with the proxy settings of
 * deploy/nginx/api-proxy.conf, in a folder of its own and in the foreground.
 */
export async function startNginx(folder: string, upstreams: readonly number[]): Promise<Proxy> {
  await mkdir(folder, { recursive: true });
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  const config = `
daemon off;
worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream tennis_api {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 256;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://tennis_api;
      include ${deployedProxySettings};
    }
  }
}
`;
  const file = path.join(folder, 'nginx.conf');
  await writeFile(file, config);
  let output = '';
  const child = spawn(NGINX, ['-p', folder, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/health/live`, 20, () => output);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
