// The brotli size of a script, whatever the server sent: the budget speaks of
// what the code weighs at its best compression, so it reads the same before
// and after the server learns to compress.
import { brotliCompressSync, constants } from 'node:zlib';

const known = new Map<string, number>();

export async function brotliSizeOf(url: string): Promise<number> {
  const cached = known.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const size = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
  known.set(url, size);
  return size;
}
