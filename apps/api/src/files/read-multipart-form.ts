import type { FastifyRequest } from 'fastify';
import { fieldError } from '../lib/http-error.js';
import type { UploadedFile } from './check-upload.js';
import { multipartParts } from './multipart-parts.js';
import { readFilePart } from './read-file-part.js';

const filesOf = new WeakMap<FastifyRequest, Record<string, UploadedFile>>();
const INVALID_PAYLOAD = 'Μη έγκυρα στοιχεία φόρμας';

/** The files a multipart request carried, by field name (none for a JSON request). */
export const uploadedFilesOf = (request: FastifyRequest): Record<string, UploadedFile> => filesOf.get(request) ?? {};

/**
 * Reads a multipart form before validation: the fields as JSON in a `payload`
 * part become the body (so the same schema checks a JSON save), and the named
 * file parts wait beside the request for their content checks. A file over
 * the upload limit is refused with 422 under its field before anything is stored.
 * Call it only after the caller is known to be allowed, so nobody else can make
 * the server hold 10 MB.
 */
export async function readMultipartForm(request: FastifyRequest, fileFields: readonly string[]): Promise<void> {
  if (!request.isMultipart()) return;
  const files: Record<string, UploadedFile> = {};
  let body: unknown = {};
  for await (const part of multipartParts(request)) {
    if (part.type === 'file') {
      const buffer = await readFilePart(part);
      if (fileFields.includes(part.fieldname) && buffer.length > 0)
        files[part.fieldname] = { filename: part.filename, buffer };
    } else if (part.fieldname === 'payload') {
      try {
        body = JSON.parse(String(part.value));
      } catch {
        throw fieldError('payload', INVALID_PAYLOAD);
      }
    }
  }
  request.body = body;
  filesOf.set(request, files);
}
