import type { TFieldMeta, TResourceMeta } from '@tennis/contracts';

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * The server describes a resource's fields in Greek, the app's language. In
 * another language each text is looked up in the resource pages' catalogue
 * (`meta.<resource>.title`, `.singular`, `.fields.<field>`, `.help.<field>`,
 * `.options.<field>.<value>`), keeping the Greek text where no translation
 * exists. Options that are data (organisers, clubs) are names and have none.
 */
export function localizeMeta(meta: TResourceMeta, translate: Translate, language: string): TResourceMeta {
  if (language === 'el') return meta;
  const text = (path: string, greek: string) => translate(`meta.${meta.resource}.${path}`, { defaultValue: greek });
  const localizeField = (field: TFieldMeta): TFieldMeta => ({
    ...field,
    label: text(`fields.${field.name}`, field.label),
    ...(field.help === undefined ? {} : { help: text(`help.${field.name}`, field.help) }),
    ...(field.options === undefined
      ? {}
      : {
          options: field.options.map((option) => ({
            ...option,
            label: text(`options.${field.name}.${String(option.value)}`, option.label),
          })),
        }),
  });
  return {
    ...meta,
    title: text('title', meta.title),
    singular: text('singular', meta.singular),
    fields: meta.fields.map(localizeField),
  };
}
