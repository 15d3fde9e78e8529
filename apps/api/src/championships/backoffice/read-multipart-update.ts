import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../auth/policy.js';
import { fieldError } from '../../lib/http-error.js';
import type { ChampionshipUploads } from './update-championship.js';
import { multipartParts } from '../../files/multipart-parts.js';
import { readFilePart } from '../../files/read-file-part.js';

const uploadsOf = new WeakMap<FastifyRequest, ChampionshipUploads>();

/** The files a championship save carried (none for a JSON save). */
export const uploadsOfRequest = (request: FastifyRequest): ChampionshipUploads => uploadsOf.get(request) ?? {};

const INVALID_PAYLOAD = 'Μη έγκυρα στοιχεία φόρμας';

/**
 * A save with files arrives as multipart: the form's fields as JSON in a
 * `payload` part, and the `poster` and `proclamation` files. Runs before
 * validation, so the fields are checked by the same schema as a JSON save;
 * the files wait beside the request for their content checks. A file over the
 * upload limit is refused with 422 under its field before anything is stored.
 * Guests and non-admins are refused before a byte of a file is read.
 */
export async function readMultipartUpdate(request: FastifyRequest): Promise<void> {
  // Only an admin's files are read at all: nobody else can make the server hold 10 MB.
  requireRole(request, ['admin']);
  if (!request.isMultipart()) return;
  const uploads: ChampionshipUploads = {};
  let body: unknown = {};
  for await (const part of multipartParts(request)) {
    if (part.type === 'file') {
      const buffer = await readFilePart(part);
      if ((part.fieldname === 'poster' || part.fieldname === 'proclamation') && buffer.length > 0) {
        uploads[part.fieldname] = { filename: part.filename, buffer };
      }
    } else if (part.fieldname === 'payload') {
      try {
        body = JSON.parse(String(part.value));
      } catch {
        throw fieldError('payload', INVALID_PAYLOAD);
      }
    }
  }
  request.body = body;
  uploadsOf.set(request, uploads);
}
