import type { ClubId, Surface } from '../clubs';

/** The guide's topics, in the order the page shows them. */
export const GUIDE_TOPICS = ['booking', 'prices', 'seasons', 'surfaces', 'bring', 'partners'] as const;
type GuideTopic = (typeof GUIDE_TOPICS)[number];

/** A Greek sentence worth saying at a club, shown in Greek, read aloud in Latin letters, and translated. */
type GreekPhrase = { intro: string; greek: string; reading: string; meaning: string };
type GuideSection = { title: string; paragraphs?: readonly string[]; list?: readonly string[]; phrase?: GreekPhrase };
type Fact = { label: string; value: string };
type Question = { question: string; answer: string };
type ClubText = { name: string; area: string; description: string };

/**
 * Everything the visitors' guide says, in one language. Every language fills
 * the same shape, so a topic, a question or a club missing from one of them
 * fails the type check rather than showing a gap on the page. The texts keep
 * no-break spaces where each language's typography wants them (a number and
 * its € or °C; in French, before : ; ? ! and inside « ») and a word joiner
 * after the dash of a range of numbers (15–35), so a narrow phone never breaks
 * a line there.
 */
export type GuideContent = {
  /** The name of the language switcher, for screen readers. */
  languagesLabel: string;
  hero: { eyebrow: string; title: string; lead: string };
  facts: { title: string; items: readonly [Fact, Fact, Fact, Fact] };
  guide: { title: string; sections: Record<GuideTopic, GuideSection> };
  clubs: {
    title: string;
    intro: string;
    surfaces: Record<Surface, string>;
    courtsLabel: string;
    map: string;
    facilityPage: string;
    partnerBadge: string;
    /** Heard after a link that opens a new tab. */
    newTab: string;
    items: Record<ClubId, ClubText>;
  };
  faq: { title: string; items: readonly [Question, Question, Question, Question, Question, Question, Question] };
  callToAction: { title: string; body: string; join: string; contact: string };
};
