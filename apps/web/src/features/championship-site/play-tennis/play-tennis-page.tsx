import { useEffect, type ComponentType } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ClubList } from './components/club-list';
import { FaqList } from './components/faq-list';
import { GuideFacts } from './components/guide-facts';
import { GuideTopics } from './components/guide-topics';
import { LanguageSwitcher } from './components/language-switcher';
import type { GuideContent } from './content/guide-content';
import { guideHead } from './head';
import type { GuideLanguage } from './languages';

function CallToAction({ text }: { text: GuideContent['callToAction'] }) {
  return (
    <section
      aria-labelledby="guide-join"
      className="rounded-card bg-gradient-to-br from-court-600 to-court-800 p-5 text-white shadow-sm sm:p-8"
    >
      <h2 id="guide-join" className="text-xl font-bold tracking-tight sm:text-2xl">
        {text.title}
      </h2>
      <p className="mt-2 max-w-prose text-court-50">{text.body}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={paths.skin.home()} variant="inverse" size="lg">
          {text.join}
        </ButtonLink>
        <ButtonLink to={paths.skin.contact()} variant="inverse-outline" size="lg">
          {text.contact}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * The visitors' guide in one language. Its text is the page's own, whatever
 * language the app's menus are in, so the article names its language for
 * screen readers, hyphenation and translation tools.
 */
function PlayTennisPage({ language, content }: { language: GuideLanguage; content: GuideContent }) {
  const { title } = guideHead(language);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <article lang={language} className="mx-auto w-full max-w-page space-y-8 px-4 py-6 sm:space-y-10 sm:py-10">
      <LanguageSwitcher current={language} label={content.languagesLabel} />
      <header className="rounded-card bg-gradient-to-br from-clay-600 to-clay-800 p-5 text-white shadow-sm sm:p-8">
        <p className="text-sm font-medium text-clay-100">{content.hero.eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{content.hero.title}</h1>
        <p className="mt-3 max-w-3xl leading-relaxed text-clay-50 sm:text-lg">{content.hero.lead}</p>
      </header>
      <GuideFacts facts={content.facts} />
      <GuideTopics guide={content.guide} />
      <ClubList clubs={content.clubs} />
      <FaqList faq={content.faq} />
      <CallToAction text={content.callToAction} />
    </article>
  );
}

/** The route's page for one language, with that language's content (downloaded with the page). */
export const guidePageIn = (language: GuideLanguage, content: GuideContent): ComponentType =>
  function PlayTennisInAthensPage() {
    return <PlayTennisPage language={language} content={content} />;
  };
