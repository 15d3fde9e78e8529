import { INVALID_PHONE } from '@tennis/contracts';
import { describe, expect, it } from 'vitest';
import type { TFieldMeta } from '@tennis/contracts';
import { buildFormSchema, formFieldsOf } from './form-schema';

const field = (over: Partial<TFieldMeta> & Pick<TFieldMeta, 'name' | 'type'>): TFieldMeta => ({
  label: over.name,
  required: false,
  listed: true,
  sortable: false,
  filterable: false,
  editable: true,
  ...over,
});

/** The first message the schema gives for `name`, or null when the value passes. */
function errorOf(
  fields: TFieldMeta[],
  values: Record<string, unknown>,
  name: string,
  mode: 'create' | 'edit' = 'create',
) {
  const result = buildFormSchema(fields, mode).safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((i) => i.path[0] === name)?.message ?? null;
}

const REQUIRED = 'Αυτό το πεδίο είναι υποχρεωτικό';

describe('buildFormSchema: required', () => {
  it.each([
    { type: 'text' as const, value: '', expected: REQUIRED },
    { type: 'text' as const, value: '   ', expected: REQUIRED },
    { type: 'text' as const, value: 'Πεύκη', expected: null },
    { type: 'textarea' as const, value: '', expected: REQUIRED },
    { type: 'email' as const, value: '', expected: REQUIRED },
    { type: 'number' as const, value: '', expected: REQUIRED },
    { type: 'select' as const, value: '', expected: REQUIRED },
    { type: 'phone' as const, value: '', expected: REQUIRED },
    { type: 'date' as const, value: '', expected: REQUIRED },
  ])('a required $type field with "$value" gives $expected', ({ type, value, expected }) => {
    const fields = [field({ name: 'f', type, required: true, options: [{ value: 'a', label: 'A' }] })];
    expect(errorOf(fields, { f: value, fCountryCallingCode: '+30' }, 'f')).toBe(expected);
  });

  it('lets an optional field stay empty', () => {
    const fields = [
      field({ name: 'a', type: 'text' }),
      field({ name: 'b', type: 'email' }),
      field({ name: 'c', type: 'number' }),
      field({ name: 'd', type: 'select', options: [{ value: 1, label: 'x' }] }),
      field({ name: 'phone', type: 'phone' }),
    ];
    expect(
      buildFormSchema(fields).safeParse({ a: '', b: '', c: '', d: '', phone: '', countryCallingCode: '+30' }).success,
    ).toBe(true);
  });

  it('asks for a password on create but not on edit', () => {
    const fields = [field({ name: 'password', type: 'password', required: true })];
    expect(errorOf(fields, { password: '' }, 'password', 'create')).toBe(REQUIRED);
    expect(errorOf(fields, { password: '' }, 'password', 'edit')).toBeNull();
  });
});

describe('buildFormSchema: numbers', () => {
  it.each([
    { meta: {}, value: '1', expected: null },
    { meta: {}, value: '0', expected: 'Η ελάχιστη τιμή είναι 1' },
    { meta: {}, value: '2.5', expected: 'Η τιμή πρέπει να είναι πολλαπλάσιο του 1' },
    { meta: {}, value: 'abc', expected: 'Μη έγκυρος αριθμός' },
    { meta: {}, value: 12, expected: null },
    { meta: { min: 0 }, value: '0', expected: null },
    { meta: { max: 8 }, value: '9', expected: 'Η μέγιστη τιμή είναι 8' },
    { meta: { min: 1.5, max: 4.5, step: 0.5 }, value: '3.5', expected: null },
    { meta: { min: 1.5, max: 4.5, step: 0.5 }, value: '3.2', expected: 'Η τιμή πρέπει να είναι πολλαπλάσιο του 0.5' },
    { meta: { min: 0.01, step: 0.01 }, value: '10.07', expected: null },
  ])('with $meta, "$value" gives $expected', ({ meta, value, expected }) => {
    expect(errorOf([field({ name: 'n', type: 'number', ...meta })], { n: value }, 'n')).toBe(expected);
  });
});

describe('buildFormSchema: email', () => {
  it.each([
    { value: 'nikos@example.gr', expected: null },
    { value: ' nikos@example.gr ', expected: null },
    { value: 'nikos@', expected: 'Η διεύθυνση email που δώσατε δεν είναι έγκυρη' },
    { value: 'nikos', expected: 'Η διεύθυνση email που δώσατε δεν είναι έγκυρη' },
  ])('"$value" gives $expected', ({ value, expected }) => {
    expect(errorOf([field({ name: 'email', type: 'email' })], { email: value }, 'email')).toBe(expected);
  });
});

describe('buildFormSchema: phone', () => {
  const INVALID = INVALID_PHONE;
  it.each([
    { value: '6912345678', expected: null },
    { value: '1234567', expected: null },
    { value: '123456789012345', expected: null },
    { value: '123456', expected: INVALID },
    { value: '1234567890123456', expected: INVALID },
    { value: '691 234 5678', expected: INVALID },
    { value: '+306912345678', expected: INVALID },
    { value: '69-12345678', expected: INVALID },
  ])('"$value" gives $expected', ({ value, expected }) => {
    const fields = [field({ name: 'phone', type: 'phone', required: true })];
    expect(errorOf(fields, { phone: value, countryCallingCode: '+30' }, 'phone')).toBe(expected);
  });

  it('requires the dialling code of a required phone', () => {
    const fields = [field({ name: 'phone', type: 'phone', required: true })];
    expect(errorOf(fields, { phone: '6912345678', countryCallingCode: '' }, 'countryCallingCode')).toBe(REQUIRED);
  });
});

describe('buildFormSchema: select', () => {
  it('accepts only the offered values', () => {
    const fields = [
      field({
        name: 'role',
        type: 'select',
        required: true,
        options: [{ value: 'host-employee', label: 'Υπάλληλος διοργανωτή' }],
      }),
    ];
    expect(errorOf(fields, { role: 'host-employee' }, 'role')).toBeNull();
    expect(errorOf(fields, { role: 'admin' }, 'role')).toBe('Μη έγκυρη επιλογή');
  });

  it('compares numeric option values as text', () => {
    const fields = [
      field({
        name: 'gender',
        type: 'select',
        required: true,
        options: [
          { value: 0, label: 'Άνδρας' },
          { value: 1, label: 'Γυναίκα' },
        ],
      }),
    ];
    expect(errorOf(fields, { gender: '0' }, 'gender')).toBeNull();
    expect(errorOf(fields, { gender: 1 }, 'gender')).toBeNull();
    expect(errorOf(fields, { gender: '2' }, 'gender')).toBe('Μη έγκυρη επιλογή');
  });
});

describe('buildFormSchema: text length', () => {
  it('enforces maxLength', () => {
    const fields = [field({ name: 'acronym', type: 'text', maxLength: 3 })];
    expect(errorOf(fields, { acronym: 'ΤΑΦΟ' }, 'acronym')).toBe('Το πεδίο δεν μπορεί να υπερβαίνει τους 3 χαρακτήρες');
  });
});

describe('formFieldsOf', () => {
  it('keeps editable fields and draws the dialling code inside its phone field', () => {
    const fields = [
      field({ name: 'id', type: 'number', editable: false }),
      field({ name: 'countryCallingCode', type: 'select' }),
      field({ name: 'phone', type: 'phone' }),
      field({ name: 'notes', type: 'textarea' }),
    ];
    expect(formFieldsOf(fields).map((f) => f.name)).toEqual(['phone', 'notes']);
  });
});

describe('buildFormSchema: money', () => {
  const cost = field({ name: 'cost', type: 'money', min: 0 });
  it.each([
    { value: '12,50', expected: null },
    { value: '12.5', expected: null },
    { value: '', expected: null },
    { value: 'δώδεκα', expected: 'Γράψτε ένα ποσό σε ευρώ, π.χ. 12,50' },
    { value: '12,505', expected: 'Γράψτε ένα ποσό σε ευρώ, π.χ. 12,50' },
    { value: '-1', expected: 'Γράψτε ένα ποσό σε ευρώ, π.χ. 12,50' },
  ])('takes "$value" as euros: $expected', ({ value, expected }) => {
    expect(errorOf([cost], { cost: value }, 'cost')).toBe(expected);
  });

  it('states its limits, kept in cents, in euros', () => {
    const fee = field({ name: 'fee', type: 'money', required: true, min: 500, max: 10000 });
    expect(errorOf([fee], { fee: '' }, 'fee')).toBe(REQUIRED);
    expect(errorOf([fee], { fee: '4,99' }, 'fee')).toBe('Η ελάχιστη τιμή είναι 5,00');
    expect(errorOf([fee], { fee: '100,01' }, 'fee')).toBe('Η μέγιστη τιμή είναι 100,00');
    expect(errorOf([fee], { fee: '100' }, 'fee')).toBeNull();
  });
});
