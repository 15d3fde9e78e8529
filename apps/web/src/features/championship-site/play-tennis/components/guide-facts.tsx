import type { GuideContent } from '../content/guide-content';

/** The four things a visitor asks first, readable at a glance. */
export function GuideFacts({ facts }: { facts: GuideContent['facts'] }) {
  return (
    <section aria-labelledby="guide-facts">
      <h2 id="guide-facts" className="sr-only">
        {facts.title}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {facts.items.map((fact) => (
          <div key={fact.label} className="rounded-card border border-line bg-surface p-4 shadow-sm">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
