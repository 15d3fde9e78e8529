import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyLogFile } from './daily-log-file.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'daily-log-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
const names = async () => (await readdir(folder)).sort();

describe('DailyLogFile', () => {
  it('writes each Athens day into its own file and keeps only the newest days', async () => {
    await writeFile(path.join(folder, 'api-2031-01-01.log'), 'long ago\n');
    await writeFile(path.join(folder, 'notes.txt'), 'not a log file\n');
    let now = new Date('2031-03-01T21:30:00Z'); // 23:30 in Athens
    const file = new DailyLogFile(folder, 2, () => now);
    file.write('{"msg":"one"}\n');
    // Days are hours apart in life: each file is there before the next day begins.
    await until(async () => (await names()).includes('api-2031-03-01.log'));
    now = new Date('2031-03-01T22:30:00Z'); // 00:30 on 2 March in Athens
    file.write('{"msg":"two"}\n');
    file.write('{"msg":"three"}\n');
    await until(async () => (await names()).includes('api-2031-03-02.log'));
    now = new Date('2031-03-03T08:00:00Z');
    file.write('{"msg":"four"}\n');
    file.end();

    const expected = ['api-2031-03-02.log', 'api-2031-03-03.log', 'notes.txt'];
    await until(async () => JSON.stringify(await names()) === JSON.stringify(expected));
    expect(await names()).toEqual(expected);
    const read = (day: string) => readFile(path.join(folder, `api-${day}.log`), 'utf8');
    await until(async () => (await read('2031-03-03')) !== '');
    expect(await read('2031-03-02')).toBe('{"msg":"two"}\n{"msg":"three"}\n');
    expect(await read('2031-03-03')).toBe('{"msg":"four"}\n');
  });
});
