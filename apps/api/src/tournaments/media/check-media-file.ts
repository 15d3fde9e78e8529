import sharp from 'sharp';

export interface MediaFile {
  filename: string;
  buffer: Buffer;
}

export interface CheckedMedia {
  type: 'image' | 'video';
  extension: string;
}

const IMAGE_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** Videos by their container signature: ISO media (mp4, mov) has "ftyp" at byte 4; WebM starts with the EBML header. */
function videoExtension(buffer: Buffer): string | null {
  if (buffer.length >= 12 && buffer.subarray(4, 8).toString('latin1') === 'ftyp') {
    return buffer.subarray(8, 10).toString('latin1') === 'qt' ? 'mov' : 'mp4';
  }
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

/**
 * What a media upload really is, judged by its bytes (a renamed text file is
 * neither): an image sharp decodes, or a known video container; null otherwise.
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
