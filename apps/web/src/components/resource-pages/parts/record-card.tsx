import type { TFieldMeta, TRecord } from '@tennis/contracts';
import type { ReactNode } from 'react';
import { formatFieldValue, recordIdOf } from '../model/record-view';

type YesNo = { yes: string; no: string };

/** The small variant of a stored picture (the server keeps 64, 256 and 512 px). */
const thumbnailOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}size=64&format=webp`;

/** A field's value in a list: e-mails and phones are links, pictures thumbnails. */
export function CellValue({ field, value, words }: { field: TFieldMeta; value: unknown; words: YesNo }) {
  if (field.type === 'image')
    // Decorative: the row names whose picture it is.
    return typeof value === 'string' && value !== '' ? (
      <img
        src={thumbnailOf(value)}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 rounded-full object-cover"
      />
    ) : null;
  const text = formatFieldValue(field, value, words);
  if (text && field.type === 'email')
    return (
      <a href={`mailto:${text}`} className="text-clay-700 hover:underline dark:text-clay-300">
        {text}
      </a>
    );
  if (text && (field.type === 'phone' || field.type === 'tel'))
    return (
      <a
        href={`tel:${text.replace(/\s/g, '')}`}
        className="whitespace-nowrap text-clay-700 hover:underline dark:text-clay-300"
      >
        {text}
      </a>
    );
  return <>{text}</>;
}

/** A record as a tile (below 640 px): its first listed text field as the title, the others as a list. */
export function RecordCard({
  record,
  listed,
  words,
  actions,
}: {
  record: TRecord;
  listed: TFieldMeta[];
  words: YesNo;
  actions: ReactNode;
}) {
  const picture = listed.find((f) => f.type === 'image');
  const shown = listed.filter((f) => f.name !== 'id' && f.type !== 'image');
  // The first text field names the record (an account e-mail listed before the surname does not).
  const titleField = shown.find((f) => f.type === 'text') ?? shown[0];
  const restFields = shown.filter((f) => f !== titleField);
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <header className="flex items-start justify-start gap-3">
        {picture && <CellValue field={picture} value={record[picture.name]} words={words} />}
        <div>
          <p className="text-xs text-ink-muted">#{recordIdOf(record)}</p>
          <h2 className="font-semibold">
            {titleField ? formatFieldValue(titleField, record[titleField.name], words) : ''}
          </h2>
        </div>
      </header>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {restFields.map((field) => (
          <div key={field.name} className="contents">
            <dt className="text-ink-muted">{field.label}</dt>
            <dd className="min-w-0 break-words">
              <CellValue field={field} value={record[field.name]} words={words} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 -mb-2 border-t border-line pt-1">{actions}</div>
    </article>
  );
}
