import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the repository's scripts (`apps/api/src/...ts`) as `npm run`
 * does, from the sources, with only `env` and PATH: no DATABASE_URL or
 * TEST_DATABASE_URL of the test run leaks into it.
 */
export function runScript(script: string, args: string[], env: Record<string, string>, stdin = ''): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script, ...args], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
