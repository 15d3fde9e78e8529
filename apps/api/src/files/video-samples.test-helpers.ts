// Small but complete video files, built byte by byte as a muxer writes them:
// one 16×16 track and one sample. Their frame bytes are placeholders, since
// what the upload check reads is the container, not the picture.

const u8 = (n: number) => Buffer.from([n & 0xff]);
const u16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);
const text = (s: string) => Buffer.from(s, 'latin1');

/** An ISO base media box: size, four-letter type, content. */
export const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), text(type), body]);
};
const fullBox = (type: string, version: number, flags: number, ...content: Buffer[]) =>
  box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...content);

const IDENTITY_MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

/** The one sample: a 4-byte NAL length and an H.264 IDR slice (placeholder payload). */
const SAMPLE = Buffer.concat([u32(6), Buffer.from([0x65, 0x88, 0x84, 0x00, 0x33, 0xff])]);

function avc1SampleEntry(): Buffer {
  const sps = Buffer.from([0x67, 0x42, 0xc0, 0x0a, 0xd9, 0x1f, 0x9e, 0x84]);
  const pps = Buffer.from([0x68, 0xce, 0x3c, 0x80]);
  const avcC = box(
    'avcC',
    Buffer.from([1, 0x42, 0xc0, 0x0a, 0xff, 0xe1]),
    u16(sps.length),
    sps,
    u8(1),
    u16(pps.length),
    pps,
  );
  return box(
    'avc1',
    zeros(6),
    u16(1), // data reference index
    zeros(16),
    u16(16),
    u16(16), // width, height
    u32(0x00480000),
    u32(0x00480000), // 72 dpi
    zeros(4),
    u16(1), // frames per sample
    zeros(32), // compressor name
    u16(0x18),
    u16(0xffff),
    avcC,
  );
}

function movie(sampleEntry: Buffer, chunkOffset: number): Buffer {
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    zeros(8),
    u32(1000),
    u32(40),
    u32(0x10000),
    u16(0x100),
    zeros(10),
    IDENTITY_MATRIX,
    zeros(24),
    u32(2),
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    zeros(8),
    u32(1),
    zeros(4),
    u32(40),
    zeros(16),
    IDENTITY_MATRIX,
    u32(16 << 16),
    u32(16 << 16),
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry),
    fullBox('stts', 0, 0, u32(1), u32(1), u32(40)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(1), u32(SAMPLE.length)),
    fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, zeros(8)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, zeros(8), u32(1000), u32(40), u16(0x55c4), zeros(2)),
    fullBox('hdlr', 0, 0, zeros(4), text('vide'), zeros(12), text('VideoHandler\0')),
    minf,
  );
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

/** An MP4 (brand isom; another `brand`, e.g. QuickTime's `qt  ` for a MOV, is the only one) with one H.264 video track and its sample in `mdat`. */
export function mp4Video(options: { brand?: string; sampleEntry?: Buffer } = {}): Buffer {
  const brand = options.brand ?? 'isom';
  const ftyp = box('ftyp', text(brand), u32(0x200), text(options.brand ? brand : 'isomiso2avc1mp41'));
  const entry = options.sampleEntry ?? avc1SampleEntry();
  // mdat follows moov: its sample starts after ftyp, moov and mdat's own 8-byte header.
  const moovSize = movie(entry, 0).length;
  const moov = movie(entry, ftyp.length + moovSize + 8);
  return Buffer.concat([ftyp, moov, box('mdat', SAMPLE)]);
}

/** An audio-only MP4: an `mp4a` sample entry where the video codec would be. */
export const mp4Audio = () => mp4Video({ sampleEntry: box('mp4a', zeros(6), u16(1), zeros(20)) });

/** An EBML element: id bytes, size as a variable-length integer, content. */
function ebml(id: number[], ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size =
    body.length < 0x7f
      ? Buffer.from([0x80 | body.length])
      : body.length < 0x3fff
        ? Buffer.from([0x40 | (body.length >> 8), body.length & 0xff])
        : Buffer.concat([
            Buffer.from([0x10]),
            Buffer.from([body.length >> 16, (body.length >> 8) & 0xff, body.length & 0xff]),
          ]);
  return Buffer.concat([Buffer.from(id), size, body]);
}
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/**
 * A WebM (or Matroska) file: EBML header, Segment with Info, Tracks (one VP8
 * video track) and a Cluster with one SimpleBlock. `unknownSizes` writes the
 * Segment and Cluster sizes as unknown, as a browser's MediaRecorder does.
 */
export function webmVideo(options: { docType?: string; unknownSizes?: boolean } = {}): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    ebml([0x42, 0x86], u8(1)),
    ebml([0x42, 0xf7], u8(1)),
    ebml([0x42, 0xf2], u8(4)),
    ebml([0x42, 0xf3], u8(8)),
    ebml([0x42, 0x82], text(options.docType ?? 'webm')),
    ebml([0x42, 0x87], u8(4)),
    ebml([0x42, 0x85], u8(2)),
  );
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
    ebml([0x4d, 0x80], text('tennis-test')),
    ebml([0x57, 0x41], text('tennis-test')),
  );
  const tracks = ebml(
    [0x16, 0x54, 0xae, 0x6b],
    ebml(
      [0xae],
      ebml([0xd7], u8(1)),
      ebml([0x73, 0xc5], u8(1)),
      ebml([0x83], u8(1)),
      ebml([0x86], text('V_VP8')),
      ebml([0xe0], ebml([0xb0], u8(16)), ebml([0xba], u8(16))),
    ),
  );
  const block = ebml([0xa3], Buffer.from([0x81, 0x00, 0x00, 0x80]), Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]));
  const clusterContent = Buffer.concat([ebml([0xe7], u8(0)), block]);
  if (options.unknownSizes) {
    const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, clusterContent]);
    return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, tracks, cluster]);
  }
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], clusterContent);
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], info, tracks, cluster)]);
}
