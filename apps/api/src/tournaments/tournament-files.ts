import { TOURNAMENT_ERRORS } from '@tennis/contracts';
import { checkDocument, checkImage, type CheckedFile, type UploadedFile } from '../files/check-upload.js';
import type { FileStorage } from '../files/file-storage.js';

export type TournamentFileKind = 'poster' | 'proclamation';
export const TOURNAMENT_FILE_KINDS = ['poster', 'proclamation'] as const;

/** Spec 2 §5: posters .jpeg, .png, .jpg, .gif; proclamations .pdf, .docx, .doc; checked by content. */
export function checkTournamentFile(kind: TournamentFileKind, file: UploadedFile): Promise<CheckedFile> | CheckedFile {
  return kind === 'poster'
    ? checkImage(file, ['jpeg', 'jpg', 'png', 'gif'], 'poster', TOURNAMENT_ERRORS.posterType)
    : checkDocument(file, ['pdf', 'doc', 'docx'], 'proclamation', TOURNAMENT_ERRORS.proclamationType);
}

export type CheckedTournamentFiles = Partial<Record<TournamentFileKind, CheckedFile>>;

/** Every file of a save checked before any is stored, so a bad proclamation leaves no orphan poster. */
export async function checkTournamentFiles(
  files: Partial<Record<string, UploadedFile>>,
): Promise<CheckedTournamentFiles> {
  const checked: CheckedTournamentFiles = {};
  for (const kind of TOURNAMENT_FILE_KINDS) {
    const file = files[kind];
    if (file) checked[kind] = await checkTournamentFile(kind, file);
  }
  return checked;
}

/** Stores the checked files; answers their keys. */
export async function storeTournamentFiles(storage: FileStorage, tournamentId: number, files: CheckedTournamentFiles) {
  const keys: Partial<Record<TournamentFileKind, string>> = {};
  for (const kind of TOURNAMENT_FILE_KINDS) {
    const file = files[kind];
    if (file) keys[kind] = await storage.put(`tournaments/${tournamentId}`, kind, file.extension, file.buffer);
  }
  return keys;
}

export const fileColumn = (kind: TournamentFileKind) => (kind === 'poster' ? 'posterPath' : 'proclamationPath');
