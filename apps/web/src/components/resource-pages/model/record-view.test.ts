import { describe, expect, it } from 'vitest';
import type { TFieldMeta } from '@tennis/contracts';
import { formatFieldValue, recordIdOf, recordNameOf, rowPermissionsOf } from './record-view';

const field = (over: Partial<TFieldMeta> & Pick<TFieldMeta, 'type'>): TFieldMeta => ({
  name: 'f',
  label: 'f',
  required: false,
  listed: true,
  sortable: false,
  filterable: false,
  editable: true,
  ...over,
});
const words = { yes: 'Ναι', no: 'Όχι' };

describe('formatFieldValue', () => {
  it.each([
    { f: field({ type: 'boolean' }), value: 1, expected: 'Ναι' },
    { f: field({ type: 'boolean' }), value: 0, expected: 'Όχι' },
    { f: field({ type: 'boolean' }), value: false, expected: 'Όχι' },
    {
      f: field({ type: 'select', options: [{ value: 'host', label: 'Διοργανωτής τουρνουά' }] }),
      value: 'host',
      expected: 'Διοργανωτής τουρνουά',
    },
    { f: field({ type: 'select', options: [{ value: 1, label: 'Γυναίκα' }] }), value: '1', expected: 'Γυναίκα' },
    { f: field({ type: 'select', options: [] }), value: 'x', expected: 'x' },
    { f: field({ type: 'date' }), value: '2025-03-07 00:00:00', expected: '7/3/2025' },
    { f: field({ type: 'datetime' }), value: '2025-03-07 17:30:00', expected: '7/3/2025 17:30' },
    { f: field({ type: 'text' }), value: null, expected: '' },
    { f: field({ type: 'number' }), value: 12, expected: '12' },
    { f: field({ type: 'password' }), value: 'secret', expected: '' },
  ])('shows $value of a $f.type field as "$expected"', ({ f, value, expected }) => {
    expect(formatFieldValue(f, value, words)).toBe(expected);
  });

  it('shows cents of a money field in euros', () => {
    expect(formatFieldValue(field({ type: 'money' }), 205050, words).replace(/\s/g, ' ')).toBe('2.050,50 €');
  });
});

describe('rowPermissionsOf', () => {
  const meta = { permissions: { list: true, view: true, create: true, update: true, delete: false } };
  it('follows the resource permissions', () => {
    expect(rowPermissionsOf(meta, { id: 1 })).toEqual({ view: true, update: true, delete: false });
  });
  it('narrows them by the row flags', () => {
    expect(rowPermissionsOf(meta, { id: 1, permissions: { update: false, delete: true } })).toEqual({
      view: true,
      update: false,
      delete: false,
    });
  });
});

describe('recordIdOf', () => {
  it('reads numeric and text ids', () => {
    expect(recordIdOf({ id: 4 })).toBe(4);
    expect(recordIdOf({ id: 'a1' })).toBe('a1');
    expect(recordIdOf({})).toBe('');
  });
});

describe('recordNameOf', () => {
  const fields = [
    { name: 'id', type: 'number', listed: true },
    { name: 'notes', type: 'text', listed: false },
    { name: 'name', type: 'text', listed: true },
    { name: 'acronym', type: 'text', listed: true },
  ] as const;

  it.each([
    [{ id: 4, notes: 'x', name: ' Athens Tennis Factory ', acronym: 'ATF' }, 'Athens Tennis Factory'],
    [{ id: 4, name: '', acronym: 'ATF' }, 'ATF'],
    [{ id: 4, name: null, acronym: 7 }, '#4'],
  ])('names %j as %s', (record, name) => {
    expect(recordNameOf(record, fields)).toBe(name);
  });
});
