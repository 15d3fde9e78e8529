// The table `npm run bench:web` prints: per page the median of its runs next
// to the targets of a public page opened on a phone. A benchmark reports; it
// never fails on its numbers.
import type { PublicPage } from './find-public-pages.js';

export interface PageMedians {
  page: PublicPage;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsTransferredBytes: number;
  jsBrotliBytes: number;
}

/** A script of a page's first load and its brotli size. */
export interface ScriptFile {
  url: string;
  brotliBytes: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** kB as the build's own output counts them (1,000 bytes), so the two read side by side. */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const mark = (met: boolean) => (met ? '✓' : '✗');

interface Column {
  title: string;
  target: string;
  cell: (row: PageMedians) => string;
}

const COLUMNS: Column[] = [
  { title: 'performance', target: '≥ 90', cell: (r) => `${r.score} ${mark(r.score >= 90)}` },
  { title: 'LCP', target: '≤ 2.5 s', cell: (r) => `${(r.lcpMs / 1000).toFixed(2)} s ${mark(r.lcpMs <= 2500)}` },
  { title: 'CLS', target: '≤ 0.1', cell: (r) => `${r.cls.toFixed(3)} ${mark(r.cls <= 0.1)}` },
  { title: 'TBT', target: '≤ 200 ms', cell: (r) => `${r.tbtMs.toFixed(0)} ms ${mark(r.tbtMs <= 200)}` },
  { title: 'JS transferred', target: '', cell: (r) => kB(r.jsTransferredBytes) },
  {
    title: 'JS brotli',
    target: '≤ 150 kB',
    cell: (r) => `${kB(r.jsBrotliBytes)} ${mark(r.jsBrotliBytes <= 150_000)}`,
  },
];

export function formatReport(rows: PageMedians[]): string {
  const table = [
    ['page', ...COLUMNS.map((column) => column.title)],
    ['target', ...COLUMNS.map((column) => column.target)],
    ...rows.map((row) => [row.page.name, ...COLUMNS.map((column) => column.cell(row))]),
  ];
  const widths = table[0]?.map((_, index) => Math.max(...table.map((line) => (line[index] ?? '').length))) ?? [];
  const lines = table.map((line) =>
    line
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  const pages = rows.map((row) => `  ${row.page.name}: ${row.page.path} — ${row.page.note}`);
  return [...lines, '', 'Pages:', ...pages].join('\n');
}

/** One page's first-load scripts, largest first, with their total: where the budget goes. */
export function formatScripts(page: PublicPage, files: ScriptFile[]): string {
  const sorted = [...files].sort((a, b) => b.brotliBytes - a.brotliBytes);
  const total = sorted.reduce((sum, file) => sum + file.brotliBytes, 0);
  const lines = sorted.map(
    (file) =>
      `    ${(file.brotliBytes / 1000).toFixed(1).padStart(6)} kB  ${new URL(file.url).pathname.split('/').pop()}`,
  );
  return [`  ${page.name}: ${kB(total)} in ${sorted.length} files`, ...lines].join('\n');
}
