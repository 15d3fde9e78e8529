// ISO base media files (MP4, and QuickTime's MOV it grew from) are a chain of
// boxes: a 32-bit size (1: a 64-bit size follows; 0: to the end of the file)
// and a four-letter type, boxes nesting inside container boxes. A file is
// taken for a video only when that chain holds together from the first byte
// to the last and describes a video track, so a header glued onto anything
// else, or a file cut short, is refused.

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

const BRANDS = {
  mov: new Set(['qt  ']),
  mp4: new Set([
    ...['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9'],
    ...['mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'MSNV', 'dash', 'f4v ', 'av01', 'hvc1'],
    ...['3gp4', '3gp5', '3gp6', '3gp7', '3g2a', '3g2b', '3g2c'],
  ]),
};

/** Sample entries of video codecs: H.264, H.265, MPEG-4 part 2, H.263, AV1, VP8/9, Motion JPEG, ProRes, Dolby Vision. */
const VIDEO_CODECS = new Set([
  ...['avc1', 'avc2', 'avc3', 'avc4', 'hvc1', 'hev1', 'mp4v', 's263', 'h263', 'av01', 'vp08', 'vp09'],
  ...['jpeg', 'mjpa', 'mjpb', 'apcn', 'apch', 'apcs', 'apco', 'ap4h', 'ap4x', 'dvh1', 'dvhe', 'dva1', 'dvav'],
]);

const FOUR_LETTERS = /^[\x20-\x7e\xa9]{4}$/;

/** The boxes between `start` and `end`, or null when their sizes do not add up to exactly that span. */
function boxesIn(buffer: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) return null;
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (end - offset < 16) return null;
      const large = buffer.readBigUInt64BE(offset + 8);
      if (large > BigInt(end - offset)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (!FOUR_LETTERS.test(type) || size < header || offset + size > end) return null;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

const childOf = (buffer: Buffer, box: Box | undefined, type: string): Box | undefined =>
  box && boxesIn(buffer, box.start, box.end)?.find((child) => child.type === type);

/** Whether a track (`trak`) describes its samples with a video codec: trak/mdia/minf/stbl/stsd. */
function isVideoTrack(buffer: Buffer, trak: Box): boolean {
  const stbl = childOf(buffer, childOf(buffer, childOf(buffer, trak, 'mdia'), 'minf'), 'stbl');
  const stsd = childOf(buffer, stbl, 'stsd');
  // stsd is a full box: version and flags, an entry count, then the sample entries.
  if (!stsd || stsd.end - stsd.start < 8) return false;
  const entries = boxesIn(buffer, stsd.start + 8, stsd.end);
  return entries?.some((entry) => VIDEO_CODECS.has(entry.type)) ?? false;
}

/**
 * 'mp4' or 'mov' for an ISO base media file that holds together: `ftyp` first
 * with a known brand, box sizes that reach exactly the end of the file, and a
 * `moov` box with a movie header and a video track; null for anything else.
 */
export function isoMediaVideoExtension(buffer: Buffer): 'mp4' | 'mov' | null {
  const boxes = boxesIn(buffer, 0, buffer.length);
  const ftyp = boxes?.[0];
  if (!boxes || ftyp?.type !== 'ftyp' || ftyp.end - ftyp.start < 8) return null;
  const brands = [buffer.toString('latin1', ftyp.start, ftyp.start + 4)];
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4) brands.push(buffer.toString('latin1', at, at + 4));
  const extension = BRANDS.mov.has(brands[0] ?? '')
    ? 'mov'
    : brands.some((brand) => BRANDS.mp4.has(brand) || BRANDS.mov.has(brand))
      ? 'mp4'
      : null;
  const moov = boxes.find((box) => box.type === 'moov');
  const movie = moov && boxesIn(buffer, moov.start, moov.end);
  if (!extension || !movie?.some((box) => box.type === 'mvhd')) return null;
  return movie.some((box) => box.type === 'trak' && isVideoTrack(buffer, box)) ? extension : null;
}
