import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TResourceMeta } from '@tennis/contracts';
import en from '../i18n/en.json';
import { localizeMeta } from './localize-meta';

// The catalogue as the app registers it, in a translator of its own.
const translator = i18next.createInstance();
await translator.init({ resources: { en: { resources: en } }, lng: 'en', defaultNS: 'resources', initAsync: false });
const translate = (key: string, options: { defaultValue: string }) => translator.t(key, options);

const field = (name: string, label: string, extra: Partial<TResourceMeta['fields'][number]> = {}) => ({
  name,
  label,
  type: 'text' as const,
  required: false,
  listed: true,
  sortable: false,
  filterable: false,
  editable: true,
  ...extra,
});

const users: TResourceMeta = {
  resource: 'users',
  title: 'Χρήστες',
  singular: 'χρήστη',
  fields: [
    field('surname', 'Επώνυμο'),
    field('role', 'Ρόλος', {
      type: 'select',
      options: [
        { value: 'admin', label: 'Διαχειριστής πλατφόρμας' },
        { value: 'user', label: 'Χρήστης πλατφόρμας' },
      ],
    }),
    field('hostId', 'Διοργανωτής', {
      type: 'select',
      help: 'Για διοργανωτές και υπαλλήλους διοργανωτή',
      options: [{ value: 1, label: 'Athens Tennis Ομίλος' }],
    }),
    field('nickname', 'Παρατσούκλι'),
  ],
  defaultSort: 'id',
  defaultSortDir: 'asc',
  permissions: { list: true, view: true, create: true, update: true, delete: true },
};

describe('localizeMeta', () => {
  it('keeps the server’s Greek texts on a Greek page', () => {
    expect(localizeMeta(users, translate, 'el')).toBe(users);
  });

  it('translates the title, the labels, the help and the enumerated options in English', () => {
    const meta = localizeMeta(users, translate, 'en');
    expect(meta.title).toBe('Users');
    expect(meta.singular).toBe('user');
    expect(meta.fields.map((f) => f.label)).toEqual(['Surname', 'Role', 'Organiser', 'Παρατσούκλι']);
    expect(meta.fields[1]?.options?.map((o) => o.label)).toEqual(['Platform administrator', 'Platform user']);
    expect(meta.fields[2]?.help).toBe("For organisers and organisers' employees");
  });

  it('leaves names that are data, and fields the catalogue lacks, as the server wrote them', () => {
    const meta = localizeMeta(users, translate, 'en');
    expect(meta.fields[2]?.options).toEqual([{ value: 1, label: 'Athens Tennis Ομίλος' }]);
    expect(meta.fields[3]?.label).toBe('Παρατσούκλι');
  });

  it('translates a numeric option value by its text', () => {
    const clients: TResourceMeta = {
      ...users,
      resource: 'clients',
      fields: [
        field('gender', 'Φύλο', {
          type: 'select',
          options: [
            { value: 0, label: 'Άνδρας' },
            { value: 1, label: 'Γυναίκα' },
          ],
        }),
      ],
    };
    expect(localizeMeta(clients, translate, 'en').fields[0]?.options?.map((o) => o.label)).toEqual(['Man', 'Woman']);
  });
});
