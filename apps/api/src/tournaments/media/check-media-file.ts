import sharp from 'sharp';
import { isoMediaVideoExtension } from '../../files/iso-media-video.js';
import { matroskaVideoExtension } from '../../files/matroska-video.js';

export interface MediaFile {
  filename: string;
  buffer: Buffer;
}

export interface CheckedMedia {
  type: 'image' | 'video';
  extension: string;
}

const IMAGE_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** Videos by their container's whole structure, not by their first bytes (which anyone can copy). */
const videoExtension = (buffer: Buffer): string | null =>
  isoMediaVideoExtension(buffer) ?? matroskaVideoExtension(buffer);

/**
 * What a media upload really is, judged by its bytes (a renamed text file is
 * neither): an image sharp decodes, or a well-formed MP4, MOV, WebM or
 * Matroska video; null otherwise.
 */
export async function checkMediaFile(file: MediaFile): Promise<CheckedMedia | null> {
  const video = videoExtension(file.buffer);
  if (video) return { type: 'video', extension: video };
  try {
    const format = (await sharp(file.buffer).metadata()).format;
    const extension = format ? IMAGE_FORMATS[format] : undefined;
    return extension ? { type: 'image', extension } : null;
  } catch {
    return null;
  }
}
