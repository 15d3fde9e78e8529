import { describe, expect, it } from 'vitest';
import type { TFieldMeta } from '@tennis/contracts';
import { toFormValues, toPayload } from './form-values';

const field = (over: Partial<TFieldMeta> & Pick<TFieldMeta, 'name' | 'type'>): TFieldMeta => ({
  label: over.name,
  required: false,
  listed: true,
  sortable: false,
  filterable: false,
  editable: true,
  ...over,
});

const fields: TFieldMeta[] = [
  field({ name: 'id', type: 'number', editable: false }),
  field({ name: 'name', type: 'text' }),
  field({
    name: 'gender',
    type: 'select',
    options: [
      { value: 0, label: 'Άνδρας' },
      { value: 1, label: 'Γυναίκα' },
    ],
  }),
  field({ name: 'courts', type: 'number' }),
  field({ name: 'phone', type: 'phone' }),
  field({ name: 'active', type: 'boolean' }),
  field({ name: 'startsAt', type: 'datetime' }),
  field({ name: 'password', type: 'password' }),
  field({ name: 'notes', type: 'textarea' }),
];

describe('toFormValues', () => {
  it('starts a create form empty with +30', () => {
    expect(toFormValues(fields, null)).toEqual({
      name: '',
      gender: '',
      courts: '',
      phone: '',
      countryCallingCode: '+30',
      active: false,
      startsAt: '',
      password: '',
      notes: '',
    });
  });

  it('fills an edit form from the record', () => {
    const record = {
      id: 3,
      name: 'ΤΑΦ',
      gender: 1,
      courts: 6,
      phone: '+35799123456',
      active: 1,
      startsAt: '2025-06-01 17:00:00',
      password: 'x',
      notes: null,
    };
    expect(toFormValues(fields, record)).toEqual({
      name: 'ΤΑΦ',
      gender: '1',
      courts: '6',
      phone: '99123456',
      countryCallingCode: '+357',
      active: true,
      startsAt: '2025-06-01T17:00',
      password: '',
      notes: '',
    });
  });

  it('prefers a stored dialling code', () => {
    expect(
      toFormValues([field({ name: 'phone', type: 'phone' })], { phone: '6912345678', countryCallingCode: '+44' }),
    ).toEqual({
      phone: '6912345678',
      countryCallingCode: '+44',
    });
  });

  it('keeps a sample password only when asked', () => {
    const password = [field({ name: 'password', type: 'password' })];
    expect(toFormValues(password, { password: 'sample-123' })).toEqual({ password: '' });
    expect(toFormValues(password, { password: 'sample-123' }, true)).toEqual({ password: 'sample-123' });
  });
});

describe('toPayload', () => {
  it('converts the form back to the API body', () => {
    const payload = toPayload(fields, {
      name: '  ΤΑΦ ',
      gender: '0',
      courts: '6',
      phone: '6912345678',
      countryCallingCode: '+30',
      active: true,
      startsAt: '2025-06-01T17:15',
      password: '',
      notes: '',
    });
    expect(payload).toEqual({
      name: 'ΤΑΦ',
      gender: 0,
      courts: 6,
      phone: '6912345678',
      countryCallingCode: '+30',
      active: true,
      startsAt: '2025-06-01 17:15:00',
      notes: null,
    });
  });

  it('sends a new password when one is typed', () => {
    expect(toPayload([field({ name: 'password', type: 'password' })], { password: 'secret-123' })).toEqual({
      password: 'secret-123',
    });
  });

  it('sends a date as midnight', () => {
    expect(toPayload([field({ name: 'day', type: 'date' })], { day: '2025-06-01' })).toEqual({
      day: '2025-06-01 00:00:00',
    });
  });
});

describe('amounts in euros', () => {
  const money = [field({ name: 'morningZoneCostCents', type: 'money' })];
  it('shows stored cents as euros with a comma', () => {
    expect(toFormValues(money, { id: 1, morningZoneCostCents: 2050 })).toEqual({ morningZoneCostCents: '20,50' });
    expect(toFormValues(money, { id: 1, morningZoneCostCents: null })).toEqual({ morningZoneCostCents: '' });
  });

  it('sends typed euros as cents, and nothing typed as null', () => {
    expect(toPayload(money, { morningZoneCostCents: '12,50' })).toEqual({ morningZoneCostCents: 1250 });
    expect(toPayload(money, { morningZoneCostCents: ' 28 ' })).toEqual({ morningZoneCostCents: 2800 });
    expect(toPayload(money, { morningZoneCostCents: '' })).toEqual({ morningZoneCostCents: null });
  });
});
