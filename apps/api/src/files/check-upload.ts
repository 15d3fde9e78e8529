import sharp from 'sharp';
import { fieldError } from '../lib/http-error.js';

/** A file as it arrived in a multipart request (the multipart limit keeps it at 10 MB or less). */
export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

/** A file whose content was checked: its extension comes from its bytes, never from its name alone. */
export interface CheckedFile {
  buffer: Buffer;
  extension: string;
  originalName: string;
}

const extensionOfName = (filename: string) => (/\.([a-z0-9]+)$/i.exec(filename)?.[1] ?? '').toLowerCase();

const IMAGE_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * An image must be one sharp decodes as one of the allowed formats and its
 * name must say an allowed extension: a renamed text file is refused before
 * anything is stored. `field` and `message` make the 422 of the form.
 */
export async function checkImage(
  file: UploadedFile,
  allowedExtensions: readonly string[],
  field: string,
  message: string,
): Promise<CheckedFile> {
  const refuse = () => fieldError(field, message);
  if (!allowedExtensions.includes(extensionOfName(file.filename))) throw refuse();
  let format: string | undefined;
  try {
    format = (await sharp(file.buffer).metadata()).format;
  } catch {
    throw refuse();
  }
  const extension = format ? IMAGE_FORMATS[format] : undefined;
  if (!extension || !allowedExtensions.includes(extension)) throw refuse();
  return { buffer: file.buffer, extension, originalName: file.filename };
}

const startsWith = (buffer: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => buffer[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc (Compound File)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx (an Office Open XML zip)

const DOCUMENT_SIGNATURES: Record<string, (buffer: Buffer) => boolean> = {
  pdf: (buffer) => startsWith(buffer, PDF),
  doc: (buffer) => startsWith(buffer, OLE),
  docx: (buffer) => startsWith(buffer, ZIP) && buffer.includes('word/'),
};

/** A document (pdf, doc, docx) by its first bytes; its name must agree. */
export function checkDocument(
  file: UploadedFile,
  allowedExtensions: readonly string[],
  field: string,
  message: string,
): CheckedFile {
  const extension = extensionOfName(file.filename);
  const matches = allowedExtensions.includes(extension) && (DOCUMENT_SIGNATURES[extension]?.(file.buffer) ?? false);
  if (!matches) throw fieldError(field, message);
  return { buffer: file.buffer, extension, originalName: file.filename };
}
