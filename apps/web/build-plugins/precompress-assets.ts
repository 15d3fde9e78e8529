import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Text and the font formats that are not compressed inside: woff2, woff and
 * images are already, and would only grow. Source maps stay as they are: only
 * developer tools fetch them, and live never serves them.
 */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml|ttf|otf|eot|ico)$/i;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the copy only when it is smaller: the server falls back to the file itself. */
async function writeIfSmaller(path: string, original: Buffer, compressed: Buffer): Promise<number> {
  if (compressed.length >= original.length) return original.length;
  await writeFile(path, compressed);
  return compressed.length;
}

async function precompress(path: string) {
  const original = await readFile(path);
  if (original.length < MIN_BYTES) return null;
  // Compressed once at build time, so the slowest, smallest settings cost nothing per request.
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    original: original.length,
    br: await writeIfSmaller(`${path}.br`, original, br),
    gz: await writeIfSmaller(`${path}.gz`, original, gz),
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of
 * the build, so the server sends the smallest one the browser accepts without
 * compressing anything per request.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'tennis:precompress-assets',
    // The server build (dist-server) is read by the API, never sent to a browser.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((path) => COMPRESSIBLE.test(path));
      const written = (await Promise.all(files.map(precompress))).filter((size) => size !== null);
      const kB = (pick: (size: (typeof written)[number]) => number) =>
        `${(written.reduce((total, size) => total + pick(size), 0) / 1000).toFixed(0)} kB`;
      log(
        `precompressed ${written.length} files: ${kB((s) => s.original)} → ${kB((s) => s.br)} brotli, ${kB((s) => s.gz)} gzip`,
      );
    },
  };
}
