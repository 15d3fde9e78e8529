import { CHAMPIONSHIP_BACKOFFICE_ERRORS } from '@tennis/contracts';
import { checkDocument, checkImage, type CheckedFile, type UploadedFile } from '../../files/check-upload.js';
import type { FileStorage } from '../../files/file-storage.js';

// A championship's poster and proclamation: the shared upload checks and
// storage (apps/api/src/files) with the championship form's fields and messages.

export type { CheckedFile, UploadedFile };
export { CONTENT_TYPES } from '../../files/file-storage.js';

const POSTER_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;
const PROCLAMATION_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

/** A poster must be an image sharp reads as jpeg, png or gif, whatever its name says. */
export const checkPoster = (file: UploadedFile): Promise<CheckedFile> =>
  checkImage(file, POSTER_EXTENSIONS, 'poster', CHAMPIONSHIP_BACKOFFICE_ERRORS.posterType);

/** A proclamation must be a pdf, a doc or a docx by its first bytes, and its name must agree. */
export const checkProclamation = (file: UploadedFile): CheckedFile =>
  checkDocument(file, PROCLAMATION_EXTENSIONS, 'proclamation', CHAMPIONSHIP_BACKOFFICE_ERRORS.proclamationType);

/** Writes a championship file under a random name and answers its key. */
export const storeChampionshipFile = (
  storage: FileStorage,
  championshipId: number,
  kind: 'poster' | 'proclamation',
  file: CheckedFile,
): Promise<string> => storage.put(`championships/${championshipId}`, kind, file.extension, file.buffer);
