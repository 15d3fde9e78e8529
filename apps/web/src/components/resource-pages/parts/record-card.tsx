import type { TFieldMeta, TRecord } from '@tennis/contracts';
import type { ReactNode } from 'react';
import { formatFieldValue, recordIdOf } from '../model/record-view';

type YesNo = { yes: string; no: string };

/** A field's value in a list: e-mails and phones are links. */
export function CellValue({ field, value, words }: { field: TFieldMeta; value: unknown; words: YesNo }) {
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

/** A record as a tile (below 640 px): its first listed field as the title, the others as a list. */
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
  const [titleField, ...restFields] = listed.filter((f) => f.name !== 'id');
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
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
