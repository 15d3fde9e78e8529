import { describe, expect, it } from 'vitest';
import { isoMediaVideoExtension } from './iso-media-video.js';
import { box, mp4Audio, mp4Video } from './video-samples.test-helpers.js';

describe('isoMediaVideoExtension', () => {
  it('reads a complete MP4 with a video track as mp4, and a QuickTime one as mov', () => {
    expect(isoMediaVideoExtension(mp4Video())).toBe('mp4');
    expect(isoMediaVideoExtension(mp4Video({ brand: 'qt  ' }))).toBe('mov');
  });

  it('accepts a 64-bit box size and a last box that runs to the end of the file (size 0)', () => {
    const video = mp4Video();
    const mdatAt = video.lastIndexOf('mdat') - 4;
    const sample = video.subarray(mdatAt + 8);
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(16 + sample.length), 8);
    expect(isoMediaVideoExtension(Buffer.concat([video.subarray(0, mdatAt), large, sample]))).toBe('mp4');
    const toEnd = Buffer.from(video);
    toEnd.writeUInt32BE(0, mdatAt);
    expect(isoMediaVideoExtension(toEnd)).toBe('mp4');
  });

  it('refuses an ftyp header followed by anything else', () => {
    const ftyp = mp4Video().subarray(0, 32);
    expect(isoMediaVideoExtension(Buffer.concat([ftyp, Buffer.from('<?php system($_GET["c"]); ?>')]))).toBeNull();
    expect(isoMediaVideoExtension(Buffer.concat([ftyp, Buffer.alloc(64)]))).toBeNull();
    expect(
      isoMediaVideoExtension(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(32)])),
    ).toBeNull();
  });

  it('refuses a file cut short, or with bytes past its last box', () => {
    const video = mp4Video();
    expect(isoMediaVideoExtension(video.subarray(0, video.length - 1))).toBeNull();
    expect(isoMediaVideoExtension(video.subarray(0, video.length / 2))).toBeNull();
    expect(isoMediaVideoExtension(Buffer.concat([video, Buffer.from('trailer')]))).toBeNull();
  });

  it('refuses an unknown brand, a file without moov and a movie without a video track', () => {
    expect(isoMediaVideoExtension(mp4Video({ brand: 'junk' }))).toBeNull();
    const ftyp = mp4Video().subarray(0, 32);
    expect(isoMediaVideoExtension(Buffer.concat([ftyp, box('mdat', Buffer.alloc(16))]))).toBeNull();
    expect(isoMediaVideoExtension(mp4Audio())).toBeNull();
  });

  it('refuses a box whose size is smaller than its own header', () => {
    const video = Buffer.from(mp4Video());
    video.writeUInt32BE(4, 32);
    expect(isoMediaVideoExtension(video)).toBeNull();
  });
});
