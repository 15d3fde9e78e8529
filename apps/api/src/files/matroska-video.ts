// WebM and Matroska files are EBML: elements with a variable-length id and a
// variable-length size (all value bits set: size unknown, as a recorder
// streaming a live Segment or Cluster writes it). A file is taken for a video
// only when its EBML header names the WebM or Matroska document type and its
// Segment's elements hold together up to a Tracks element with a video codec,
// so a header glued onto anything else, or a file cut short, is refused.

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  codecId: 0x86,
} as const;

const VIDEO_CODEC = /^V_(VP8|VP9|AV1|MPEG4\/ISO\/AVC|MPEGH\/ISO\/HEVC|MPEG4\/ISO\/(SP|ASP|AP)|THEORA|PRORES|MJPEG)$/;

interface Element {
  id: number;
  start: number;
  /** Where the content ends; null when the size is unknown (it runs to its parent's end). */
  end: number | null;
}

/** A variable-length integer: its length from the leading zero bits of the first byte (1 to `maxLength`). */
function readVint(buffer: Buffer, at: number, maxLength: number): { length: number; bits: number } | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > buffer.length) return null;
  return { length, bits: first };
}

/** The element at `at`, or null when its id or size is malformed or its content runs past `limit`. */
function readElement(buffer: Buffer, at: number, limit: number): Element | null {
  const id = readVint(buffer, at, 4);
  if (!id) return null;
  const idValue = buffer.readUIntBE(at, id.length);
  const sizeAt = at + id.length;
  const size = readVint(buffer, sizeAt, 8);
  if (!size) return null;
  let value = BigInt(size.bits & (0xff >> size.length));
  let unknown = value === BigInt((0xff >> size.length) & 0xff);
  for (let i = 1; i < size.length; i += 1) {
    const byte = buffer[sizeAt + i] as number;
    value = (value << 8n) | BigInt(byte);
    unknown &&= byte === 0xff;
  }
  const start = sizeAt + size.length;
  if (unknown) return { id: idValue, start, end: null };
  if (value > BigInt(limit - start)) return null;
  return { id: idValue, start, end: start + Number(value) };
}

/** The elements from `start` to `end`; stops after an element of unknown size, which runs to `end`. */
function elementsIn(buffer: Buffer, start: number, end: number): Element[] | null {
  const elements: Element[] = [];
  for (let at = start; at < end;) {
    const element = readElement(buffer, at, end);
    if (!element) return null;
    elements.push(element);
    if (element.end === null) break;
    at = element.end;
  }
  return elements;
}

const contentOf = (buffer: Buffer, element: Element, parentEnd: number) =>
  elementsIn(buffer, element.start, element.end ?? parentEnd);

function hasVideoTrack(buffer: Buffer, tracks: Element, segmentEnd: number): boolean {
  const entries = contentOf(buffer, tracks, segmentEnd)?.filter((element) => element.id === ID.trackEntry) ?? [];
  return entries.some((entry) => {
    const codec = contentOf(buffer, entry, segmentEnd)?.find((element) => element.id === ID.codecId);
    return codec?.end != null && VIDEO_CODEC.test(buffer.toString('latin1', codec.start, codec.end));
  });
}

/**
 * 'webm' or 'mkv' for an EBML file whose header's DocType is webm or matroska
 * and whose Segment (sized to fit the file, or of unknown size) holds a
 * Tracks element with a video track before any element of unknown size; null
 * for anything else.
 */
export function matroskaVideoExtension(buffer: Buffer): 'webm' | 'mkv' | null {
  const header = readElement(buffer, 0, buffer.length);
  if (header?.id !== ID.ebml || header.end === null) return null;
  const docType = contentOf(buffer, header, buffer.length)?.find((element) => element.id === ID.docType);
  const type = docType?.end != null ? buffer.toString('latin1', docType.start, docType.end).replace(/\0+$/, '') : '';
  const extension = type === 'webm' ? 'webm' : type === 'matroska' ? 'mkv' : null;
  const segment = readElement(buffer, header.end, buffer.length);
  if (!extension || segment?.id !== ID.segment) return null;
  const segmentEnd = segment.end ?? buffer.length;
  const tracks = contentOf(buffer, segment, segmentEnd)?.find((element) => element.id === ID.tracks);
  return tracks && hasVideoTrack(buffer, tracks, segmentEnd) ? extension : null;
}
