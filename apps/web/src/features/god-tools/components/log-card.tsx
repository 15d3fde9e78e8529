import type { ReactNode } from 'react';

type Props = {
  heading: ReactNode;
  meta: ReactNode;
  fields: { label: string; value: ReactNode }[];
  actions?: ReactNode;
};

/** A log row as a tile, for phones. */
export function LogCard({ heading, meta, fields, actions }: Props) {
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-xs">
      <p className="text-xs text-ink-muted">{meta}</p>
      <p className="break-all font-semibold">{heading}</p>
      <dl className="mt-2 space-y-1 text-sm">
        {fields.map((field) => (
          <div key={field.label} className="flex gap-2">
            <dt className="shrink-0 text-ink-muted">{field.label}:</dt>
            <dd className="min-w-0 break-words">{field.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
