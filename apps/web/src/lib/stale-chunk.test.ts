import { describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, reloadOnceForStaleChunk } from './stale-chunk';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

const chromium = new TypeError('Failed to fetch dynamically imported module: https://x/assets/page-abc.js');

describe('isStaleChunkError', () => {
  it.each([
    [chromium, true],
    [new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/page.css'), true],
    [new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isStaleChunkError(error)).toBe(expected);
  });
});

describe('reloadOnceForStaleChunk', () => {
  it('reloads for a stale chunk and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(chromium, { storage, reload, now: 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem('stale-chunk-reloaded-at')).toBe('1000000');
  });

  it('does not reload again right after a reload (no loop)', () => {
    const storage = memoryStorage({ 'stale-chunk-reloaded-at': '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(chromium, { storage, reload, now: 1_030_000 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later release in the same tab', () => {
    const storage = memoryStorage({ 'stale-chunk-reloaded-at': '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(chromium, { storage, reload, now: 1_000_000 + 61_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves other errors to the error page', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(new Error('boom'), { storage: memoryStorage(), reload, now: 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the tab cannot remember it did', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceForStaleChunk(chromium, { storage, reload, now: 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
