import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { loadLegalTexts } from '../../../lib/i18n';

type LegalSection = { id: string; heading: string; paragraphs?: string[]; items?: string[]; after?: string[] };
type LegalTable = { caption: string; columns: string[]; rows: string[][] };
export type LegalDocumentTexts = {
  title: string;
  updated?: string;
  intro: string[];
  sections: LegalSection[];
  table?: LegalTable;
  tableAfter?: string;
};

/**
 * The texts of a legal or information page, from the `legal` namespace that is
 * fetched with the page; on a language switch the other language is fetched.
 */
function useLegalTexts(key: string): LegalDocumentTexts | undefined {
  const { t, i18n } = useTranslation('legal');
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loaded = i18n.hasResourceBundle(i18n.language, 'legal');
  useEffect(() => {
    if (!loaded) void loadLegalTexts().then(rerender);
  }, [loaded, i18n.language]);
  const texts = t(key, { returnObjects: true, defaultValue: null }) as unknown;
  return texts && typeof texts === 'object' ? (texts as LegalDocumentTexts) : undefined;
}

/** The first column holds short names, the second the long explanation. */
const COLUMN_WIDTHS = ['w-44', '', 'w-32', 'w-32'];

function Table({ table }: { table: LegalTable }) {
  return (
    // A table wider than the text scrolls sideways: the keyboard reaches it with Tab and scrolls it with the arrows.
    <div
      role="region"
      aria-label={table.caption}
      tabIndex={0}
      className="focus-ring my-6 overflow-x-auto rounded-card border border-line"
    >
      <table className="w-full min-w-[40rem] table-fixed text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-surface-sunken">
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={`px-3 py-2 font-semibold ${COLUMN_WIDTHS[index] ?? ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="break-all px-3 py-2 align-top font-mono text-xs font-semibold">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2 align-top">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A long text page: title, date, contents, numbered sections. */
export function LegalDocument({ textsKey, tableAfterSection }: { textsKey: string; tableAfterSection?: string }) {
  const { t } = useTranslation();
  const texts = useLegalTexts(textsKey);
  if (!texts) return <Page title="">{null}</Page>;
  return (
    <Page title={texts.title} width="prose" intro={texts.updated}>
      <article className="space-y-8 leading-relaxed">
        <div className="space-y-3">
          {texts.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {texts.sections.length > 3 && (
          <nav aria-labelledby="toc-heading" className="rounded-card border border-line bg-surface p-4">
            <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
              {t('legal.contents')}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {texts.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-clay-700 hover:underline dark:text-clay-300">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {texts.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-20 space-y-3"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.items && (
              <ul className="list-disc space-y-1.5 pl-5">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.after?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {texts.table && section.id === tableAfterSection && <Table table={texts.table} />}
          </section>
        ))}
      </article>
    </Page>
  );
}
