// `npm run bench:web`: how fast the public pages open on a phone. The built
// app on the demo data, Lighthouse's default (mobile) configuration, a few runs
// per page, the median of each measure next to its target.
import type { LaunchedChrome } from 'chrome-launcher';
import { brotliSizeOf } from './brotli-size.js';
import { startBuiltServer } from './built-server.js';
import { findPublicPages, type PublicPage } from './find-public-pages.js';
import { launchChrome, runLighthouse, type PageRun } from './lighthouse-run.js';
import { formatReport, formatScripts, median, type PageMedians, type ScriptFile } from './page-speed-report.js';

/** Lighthouse varies from run to run; the median of three drops one outlier either way. */
const RUNS = 3;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function measurePage(
  origin: string,
  page: PublicPage,
  chrome: LaunchedChrome,
): Promise<{ row: PageMedians; runs: PageRun[]; files: ScriptFile[] }> {
  const runs: PageRun[] = [];
  const brotli: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await runLighthouse(`${origin}${page.path}`, chrome);
    runs.push(result);
    brotli.push(sum(await Promise.all(result.scripts.map((script) => brotliSizeOf(script.url)))));
    console.log(
      `  ${page.name} run ${run}/${RUNS}: score ${result.score}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
        `${result.scripts.length} scripts`,
    );
  }
  // What the first load fetched, file by file (the same files on every run): where the budget goes.
  const firstRun = runs[0]?.scripts ?? [];
  const files = await Promise.all(
    firstRun.map(async (script) => ({ url: script.url, brotliBytes: await brotliSizeOf(script.url) })),
  );
  const medianOf = (pick: (run: PageRun) => number) => median(runs.map(pick));
  const row = {
    page,
    score: medianOf((run) => run.score),
    lcpMs: medianOf((run) => run.lcpMs),
    cls: medianOf((run) => run.cls),
    tbtMs: medianOf((run) => run.tbtMs),
    jsTransferredBytes: medianOf((run) => sum(run.scripts.map((script) => script.transferSize))),
    jsBrotliBytes: median(brotli),
  };
  return { row, runs, files };
}

const server = await startBuiltServer();
let chrome: LaunchedChrome | undefined;
try {
  const pages = await findPublicPages(server.origin);
  chrome = await launchChrome();
  const rows: PageMedians[] = [];
  const runs: PageRun[] = [];
  const scripts: string[] = [];
  for (const page of pages) {
    const measured = await measurePage(server.origin, page, chrome);
    rows.push(measured.row);
    runs.push(...measured.runs);
    scripts.push(formatScripts(page, measured.files));
  }
  console.log(`\nJavaScript of the first load, per page (brotli, largest first):\n${scripts.join('\n')}`);
  console.log(
    `\nPublic pages on a phone: Lighthouse ${runs[0]?.lighthouseVersion}, default (mobile) configuration, ` +
      `median of ${RUNS} runs, built app on the demo data; ` +
      `machine benchmark index ${median(runs.map((run) => run.benchmarkIndex)).toFixed(0)} ` +
      `(a busy machine scores lower, and its pages look slower)`,
  );
  console.log(formatReport(rows));
} finally {
  chrome?.kill();
  await server.stop();
}
