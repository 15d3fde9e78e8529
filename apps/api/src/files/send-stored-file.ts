import type { FastifyReply } from 'fastify';
import { notFound } from '../lib/http-error.js';
import { CONTENT_TYPES, extensionOfKey, type FileStorage } from './file-storage.js';

/**
 * Answers a stored file, or 404 when there is no key or nothing behind it.
 * Public files may be cached by a CDN; the key changes with every upload, so
 * a short max-age is enough to never show a stale poster for long.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  key: string | null,
  downloadName: string,
  disposition: 'inline' | 'attachment' = 'inline',
) {
  const bytes = key ? await storage.read(key) : null;
  if (!key || !bytes) throw notFound();
  const extension = extensionOfKey(key);
  return reply
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('cache-control', 'public, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${encodeURIComponent(downloadName)}.${extension}"`)
    .send(bytes);
}
