import { describe, expect, it } from 'vitest';
import { encodingFor } from './reply-with-cached-body.js';

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
    ['identity', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});
