import sharp from 'sharp';
import type { TTestUpload } from '@tennis/contracts';
import { checkDocument, checkImage, type CheckedFile, type UploadedFile } from '../files/check-upload.js';
import { CONTENT_TYPES, type FileStorage } from '../files/file-storage.js';

// The test dashboard's upload (spec 3 §7): a file goes through the checks
// every upload of the platform passes (the 10 MB limit of the multipart
// reader, its type read from its bytes), is stored under DATA_DIR/uploads as
// any upload is, read back and removed, so the page shows what the server
// made of it and leaves nothing behind.

export const TEST_UPLOAD_REFUSED =
  'Επιτρέπονται εικόνες (jpg, png, gif, webp) και έγγραφα (pdf, doc, docx), με περιεχόμενο που αντιστοιχεί στον τύπο τους';
export const TEST_UPLOAD_CHECKED = 'Το αρχείο πέρασε τους ελέγχους, αποθηκεύτηκε και διαγράφηκε';

const IMAGES = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const DOCUMENTS = ['pdf', 'doc', 'docx'];
const TEST_FOLDER = 'test-uploads';

async function checkFile(file: UploadedFile): Promise<CheckedFile> {
  const extension = (/\.([a-z0-9]+)$/i.exec(file.filename)?.[1] ?? '').toLowerCase();
  if (IMAGES.includes(extension)) return checkImage(file, IMAGES, 'file', TEST_UPLOAD_REFUSED);
  return checkDocument(file, DOCUMENTS, 'file', TEST_UPLOAD_REFUSED);
}

/** Checks, stores, reads back and removes one file; answers what the server found. */
export async function checkTestUpload(storage: FileStorage, file: UploadedFile): Promise<TTestUpload> {
  const checked = await checkFile(file);
  const key = await storage.put(TEST_FOLDER, 'test', checked.extension, checked.buffer);
  try {
    const stored = await storage.read(key);
    if (!stored) throw new Error(`the test upload ${key} could not be read back`);
    const image = IMAGES.includes(checked.extension) ? await sharp(stored).metadata() : null;
    return {
      originalName: checked.originalName,
      extension: checked.extension,
      contentType: CONTENT_TYPES[checked.extension] ?? 'application/octet-stream',
      bytes: stored.length,
      width: image?.width ?? null,
      height: image?.height ?? null,
      storedAs: key,
    };
  } finally {
    await storage.remove(key);
  }
}
