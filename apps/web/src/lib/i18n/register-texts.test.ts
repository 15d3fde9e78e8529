import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLocale, loadRegisteredTexts, registerTexts } from './index';

afterEach(async () => {
  await loadLocale('el');
});

describe('registerTexts', () => {
  it('adds the Greek texts at once and downloads the English ones only when the page is read in English', async () => {
    const english = vi.fn(async () => ({ default: { title: 'Draw' } }));
    registerTexts('test-draw', { title: 'Ταμπλό' }, english);
    await loadRegisteredTexts();
    expect(i18n.t('title', { ns: 'test-draw' })).toBe('Ταμπλό');
    expect(english).not.toHaveBeenCalled();

    await loadLocale('en');
    expect(english).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'test-draw' })).toBe('Draw');

    await loadLocale('el');
    await loadLocale('en');
    expect(english).toHaveBeenCalledTimes(1);
  });

  it('has a page wait for the English texts of a feature that loads while the visitor reads English', async () => {
    await loadLocale('en');
    const english = vi.fn(async () => ({ default: { title: 'Standings' } }));
    registerTexts('test-standings', { title: 'Βαθμολογία' }, english);
    await loadRegisteredTexts();
    expect(english).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'test-standings' })).toBe('Standings');
  });
});

describe('the feature catalogues', () => {
  it('never bring their English texts with the code: each registers its English file to download', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const src = join(import.meta.dirname, '..', '..');
    const modules = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return modules(path);
        return path.endsWith(join('i18n', 'index.ts')) ? [path] : [];
      });
    const features = modules(src).filter((path) => !path.endsWith(join('lib', 'i18n', 'index.ts')));
    expect(features.length).toBeGreaterThan(10);
    const eager = features.filter((path) => /import\s+\w+\s+from\s+'\.\/en\.json'/.test(readFileSync(path, 'utf8')));
    expect(eager.map((path) => path.slice(src.length + 1))).toEqual([]);
  });
});
