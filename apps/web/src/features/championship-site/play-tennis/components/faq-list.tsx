import type { GuideContent } from '../content/guide-content';

/** The questions visitors ask most, each opening its answer (a native disclosure: it works before the code loads). */
export function FaqList({ faq }: { faq: GuideContent['faq'] }) {
  return (
    <section aria-labelledby="guide-faq" className="space-y-4">
      <h2 id="guide-faq" className="text-xl font-bold tracking-tight sm:text-2xl">
        {faq.title}
      </h2>
      <div className="divide-y divide-line rounded-card border border-line bg-surface">
        {faq.items.map(({ question, answer }) => (
          <details key={question} className="group px-4 sm:px-5">
            <summary className="focus-ring flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {question}
              <span
                aria-hidden
                className="shrink-0 text-xl leading-none text-clay-600 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-4 leading-relaxed text-ink-muted">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
