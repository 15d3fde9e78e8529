import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatAthensDateTime } from '../lib/athens-time.js';

// The test dashboard's PDF (spec 3 §7): a real PDF written by pdfkit with
// Greek text in Noto Sans, the platform's own typeface. Fontsource ships Noto
// Sans split by script, so Greek letters are set from its Greek file and
// everything else (digits, Latin, punctuation) from its Latin one. The WOFF
// files, not the WOFF2 ones: pdfkit embeds the former and cannot the latter.

const require = createRequire(import.meta.url);
type Script = 'greek' | 'latin';
type Weight = 400 | 700;
const FONT_FILES: Record<`${Script}-${Weight}`, string> = {
  'greek-400': require.resolve('@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff'),
  'greek-700': require.resolve('@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff'),
  'latin-400': require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  'latin-700': require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
};

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

/** The text in runs of one script each; spaces stay in the run they follow. */
function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script = GREEK.test(char) ? 'greek' : char === ' ' && last ? last.script : 'latin';
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

function writeLine(doc: PDFKit.PDFDocument, text: string, weight: Weight, size: number): void {
  const runs = scriptRuns(text);
  runs.forEach((run, index) => {
    doc
      .font(`${run.script}-${weight}`)
      .fontSize(size)
      .text(run.text, { continued: index < runs.length - 1 });
  });
}

export interface TestPdfContent {
  author: string;
  clubs: { id: number; name: string; address: string | null }[];
}

/** A4 pages: a title, who asked for it and when, and the clubs, one a line. */
export async function writeTestPdf({ author, clubs }: TestPdfContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Δοκιμαστικό PDF', Author: author } });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  writeLine(doc, 'Δοκιμαστικό PDF', 700, 22);
  const [day = '', time = ''] = formatAthensDateTime(new Date()).split(' ');
  const written = `${day.split('-').reverse().join('/')} ${time.slice(0, 5)}`;
  writeLine(doc, `Γράφτηκε στις ${written} για τον χρήστη ${author}.`, 400, 11);
  writeLine(doc, 'Ελληνικό κείμενο με τόνους και διαλυτικά: άέήίόύώ ϊϋΐΰ — ΆΈΉΊΌΎΏ.', 400, 11);
  doc.moveDown();
  writeLine(doc, 'Όμιλοι', 700, 15);
  doc.moveDown(0.3);
  if (clubs.length === 0) writeLine(doc, 'Δεν υπάρχουν όμιλοι.', 400, 11);
  for (const club of clubs)
    writeLine(doc, `${club.id}. ${club.name}${club.address ? ` · ${club.address}` : ''}`, 400, 11);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
