import { describe, expect, it } from 'vitest';
import { matroskaVideoExtension } from './matroska-video.js';
import { webmVideo } from './video-samples.test-helpers.js';

describe('matroskaVideoExtension', () => {
  it('reads a WebM with a VP8 track as webm and a Matroska one as mkv', () => {
    expect(matroskaVideoExtension(webmVideo())).toBe('webm');
    expect(matroskaVideoExtension(webmVideo({ docType: 'matroska' }))).toBe('mkv');
  });

  it('reads a recording whose Segment and Cluster sizes are unknown, as browsers write them', () => {
    expect(matroskaVideoExtension(webmVideo({ unknownSizes: true }))).toBe('webm');
  });

  it('refuses an EBML header followed by anything else', () => {
    const video = webmVideo();
    const header = video.subarray(0, video.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])));
    expect(matroskaVideoExtension(Buffer.concat([header, Buffer.from('<script>alert(1)</script>')]))).toBeNull();
    expect(matroskaVideoExtension(Buffer.concat([header, Buffer.alloc(64)]))).toBeNull();
    expect(matroskaVideoExtension(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBeNull();
  });

  it('refuses a file cut short', () => {
    const video = webmVideo();
    expect(matroskaVideoExtension(video.subarray(0, video.length - 1))).toBeNull();
    expect(matroskaVideoExtension(video.subarray(0, 60))).toBeNull();
  });

  it('refuses another document type and a file whose only track is not video', () => {
    expect(matroskaVideoExtension(webmVideo({ docType: 'notwebm' }))).toBeNull();
    const audio = Buffer.from(webmVideo());
    audio.write('A_OPS', audio.indexOf('V_VP8'), 'latin1');
    expect(matroskaVideoExtension(audio)).toBeNull();
  });
});
