import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('the common-password list', () => {
  it('bundles the 10,000 most common passwords, one a line', () => {
    const lines = readFileSync(new URL('../../wordlists/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.slice(0, 3)).toEqual(['password', '123456', '12345678']);
  });

  it.each(['password1', '12345678', 'qwertyuiop', 'iloveyou', 'football'])('counts %s as common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('ignores case, so a capital letter does not make a common password safe', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
  });

  it.each(['secret-pass-1', 'tennis-court-7', 'demo1234', ''])('lets %j through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
