import { useTranslation } from 'react-i18next';
import type { TChampionshipLanding } from '@tennis/contracts';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { ContactLinks } from './contact-links';
import { LandingSection } from './landing-section';
import { RulesAccordion } from './rules-accordion';

/** The foot of the landing page: the rules beside the poster and the contacts. */
export function LandingRulesAndContact({ championship }: { championship: TChampionshipLanding }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section className="space-y-3">
        <h2 className="text-lg font-bold sm:text-xl">{t('sections.rules')}</h2>
        <RulesAccordion venues={championship.venues} />
      </section>
      <div className="space-y-6">
        {championship.posterUrl && (
          <LandingSection title={t('sections.poster')}>
            <img
              src={championship.posterUrl}
              alt={championship.name}
              loading="lazy"
              className="w-full rounded-control"
            />
          </LandingSection>
        )}
        <LandingSection title={t('sections.contact')}>
          <ContactLinks championship={championship} />
        </LandingSection>
      </div>
    </div>
  );
}
