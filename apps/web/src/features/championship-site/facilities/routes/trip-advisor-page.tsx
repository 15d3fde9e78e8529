import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/ui/page';
import { buttonClasses } from '../../../../components/ui/button';
import { TRIP_ADVISOR_REVIEW_URL } from '../content/trip-advisor';
import { FACILITIES_NS } from '../i18n';

/**
 * /athens-tennis/trip-advisor-review (spec 3 §2): the review form in a frame,
 * and always a plain link to it. A browser that blocks the frame (the site's
 * own headers, an extension) fires no error a page could catch, so the link is
 * not a fallback shown on failure: it is there from the start.
 */
export function TripAdvisorPage() {
  const { t } = useTranslation(FACILITIES_NS);
  return (
    <Page title={t('tripAdvisor.title')} width="wide" intro={<p>{t('tripAdvisor.intro')}</p>}>
      <div className="space-y-6">
        <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="max-w-prose">{t('tripAdvisor.howTo')}</p>
          <a
            href={TRIP_ADVISOR_REVIEW_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('court', 'md', 'shrink-0')}
          >
            {t('tripAdvisor.open')}
            <span className="sr-only"> {t('facility.newTab')}</span>
          </a>
        </div>
        <div className="overflow-hidden rounded-card border border-line bg-surface-sunken">
          <iframe
            src={TRIP_ADVISOR_REVIEW_URL}
            title={t('tripAdvisor.frameTitle')}
            loading="lazy"
            className="block h-[75vh] min-h-[32rem] w-full border-0"
          />
        </div>
      </div>
    </Page>
  );
}
