// One Lighthouse run of one page, in its default configuration (a mid-range
// phone on a slow 4G connection, simulated), in the Chromium the operating
// system provides: the benchmark never downloads a browser.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageRun {
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's speed while it ran: the simulated phone is slower in proportion. */
  benchmarkIndex: number;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every script the first load fetched, with the bytes that crossed the wire for it. */
  scripts: { url: string; transferSize: number }[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'chromium'))
    .find((candidate) => existsSync(candidate));
  if (!onPath) throw new Error('no Chromium found: set CHROME_PATH to a Chromium or Chrome binary');
  return onPath;
}

export const launchChrome = (): Promise<LaunchedChrome> =>
  launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });

/** Lighthouse now and then loses a trace (NO_NAVSTART and the like) and asks to be run again. */
const ATTEMPTS = 3;

async function lighthouseResult(url: string, chrome: LaunchedChrome) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (result && !error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${error?.message}`);
    console.log(`  again (${error?.code}): ${url}`);
  }
}

export async function runLighthouse(url: string, chrome: LaunchedChrome): Promise<PageRun> {
  const lhr = await lighthouseResult(url, chrome);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as unknown as NetworkRequest[];
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ url: request.url, transferSize: request.transferSize ?? 0 })),
  };
}
