import type { MultipartFile } from '@fastify/multipart';
import { NUL_IN_TEXT } from '@tennis/contracts';
import { fieldError } from '../lib/http-error.js';

/** Said of a file over the upload limit, under its own field. */
export const FILE_TOO_LARGE = 'Το αρχείο δεν μπορεί να υπερβαίνει τα 10 MB';

/**
 * The bytes of one uploaded file. The multipart limit (10 MB) stops reading
 * a larger file; that refusal is the client's mistake in one field, so it
 * answers 422 under the field's name, like a file of the wrong type. So does
 * a file name with a NUL character, which no stored text may hold.
 */
export async function readFilePart(part: MultipartFile): Promise<Buffer> {
  const field = part.fieldname.replace(/\[\]$/, '');
  if (part.filename.includes('\u0000')) throw fieldError(field, NUL_IN_TEXT);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(field, FILE_TOO_LARGE);
    throw error;
  }
}
