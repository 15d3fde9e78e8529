import { Card } from '../../../../components/ui/card';
import { GUIDE_TOPICS, type GuideContent } from '../content/guide-content';

/** The phrase in Greek is marked as Greek, so a screen reader says it with a Greek voice. */
function GreekPhraseTip({ phrase }: { phrase: NonNullable<GuideContent['guide']['sections']['booking']['phrase']> }) {
  return (
    <div className="space-y-1 rounded-control border-l-4 border-clay-500 bg-surface-muted px-4 py-3">
      <p className="text-sm text-ink-muted">{phrase.intro}</p>
      <p lang="el" className="font-semibold text-ink">
        {phrase.greek}
      </p>
      <p className="text-sm text-ink-muted">
        <i lang="el-Latn">{phrase.reading}</i> · {phrase.meaning}
      </p>
    </div>
  );
}

/** The guide itself: booking, prices, seasons, surfaces, what to bring, finding a partner. */
export function GuideTopics({ guide }: { guide: GuideContent['guide'] }) {
  return (
    <section aria-labelledby="guide-topics" className="space-y-4">
      <h2 id="guide-topics" className="text-xl font-bold tracking-tight sm:text-2xl">
        {guide.title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {GUIDE_TOPICS.map((topic) => {
          const { title, paragraphs = [], list = [], phrase } = guide.sections[topic];
          return (
            <Card key={topic} className="space-y-3">
              <h3 className="text-lg font-bold">{title}</h3>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-ink-muted">
                  {paragraph}
                </p>
              ))}
              {list.length > 0 && (
                <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-ink-muted marker:text-clay-600">
                  {list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {phrase && <GreekPhraseTip phrase={phrase} />}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
