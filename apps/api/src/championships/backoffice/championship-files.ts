import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import sharp from 'sharp';
import { CHAMPIONSHIP_BACKOFFICE_ERRORS } from '@tennis/contracts';
import { fieldError } from '../../lib/http-error.js';

/** An uploaded file held in memory (the multipart limit keeps it at 10 MB or less). */
export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface CheckedFile {
  buffer: Buffer;
  extension: string;
  /** The name the user gave the file, kept to show on the form. */
  originalName: string;
}

const IMAGE_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };
const POSTER_EXTENSIONS = new Set(['jpeg', 'jpg', 'png', 'gif']);
const PROCLAMATION_EXTENSIONS = new Set(['pdf', 'doc', 'docx']);

const extensionOf = (filename: string) => (/\.([a-z0-9]+)$/i.exec(filename)?.[1] ?? '').toLowerCase();

/**
 * A poster must be an image sharp can read as jpeg, png or gif, whatever its
 * name says: a renamed text file is refused before anything is stored.
 */
export async function checkPoster(file: UploadedFile): Promise<CheckedFile> {
  const refuse = () => fieldError('poster', CHAMPIONSHIP_BACKOFFICE_ERRORS.posterType);
  if (!POSTER_EXTENSIONS.has(extensionOf(file.filename))) throw refuse();
  let format: string | undefined;
  try {
    format = (await sharp(file.buffer).metadata()).format;
  } catch {
    throw refuse();
  }
  const extension = format ? IMAGE_FORMATS[format] : undefined;
  if (!extension) throw refuse();
  return { buffer: file.buffer, extension, originalName: file.filename };
}

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc (Compound File)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx (an Office Open XML zip)

/** A proclamation must be a pdf, a doc or a docx by its first bytes, and its name must agree. */
export function checkProclamation(file: UploadedFile): CheckedFile {
  const extension = extensionOf(file.filename);
  const refuse = () => fieldError('proclamation', CHAMPIONSHIP_BACKOFFICE_ERRORS.proclamationType);
  if (!PROCLAMATION_EXTENSIONS.has(extension)) throw refuse();
  const matches =
    (extension === 'pdf' && startsWith(file.buffer, PDF)) ||
    (extension === 'doc' && startsWith(file.buffer, OLE)) ||
    (extension === 'docx' && startsWith(file.buffer, ZIP) && file.buffer.includes('word/'));
  if (!matches) throw refuse();
  return { buffer: file.buffer, extension, originalName: file.filename };
}

/** Files live under DATA_DIR/uploads; a stored key is a path relative to it. */
export const uploadsRoot = (dataDir: string) => join(dataDir, 'uploads');

function pathOf(dataDir: string, key: string): string {
  const root = uploadsRoot(dataDir);
  const full = normalize(join(root, key));
  if (!full.startsWith(root)) throw new Error('file key outside the uploads folder');
  return full;
}

/**
 * Writes a championship file and answers its key. The name is random, so a
 * new poster never overwrites the one a page is still showing, and the user's
 * file name never reaches the disk (only its checked extension).
 */
export async function storeChampionshipFile(dataDir: string, championshipId: number, kind: 'poster' | 'proclamation', file: CheckedFile): Promise<string> {
  const key = `championships/${championshipId}/${kind}-${randomUUID()}.${file.extension}`;
  const path = pathOf(dataDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, file.buffer);
  return key;
}

export async function removeStoredFile(dataDir: string, key: string): Promise<void> {
  await rm(pathOf(dataDir, key), { force: true });
}

export async function readStoredFile(dataDir: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(pathOf(dataDir, key));
  } catch {
    return null;
  }
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
