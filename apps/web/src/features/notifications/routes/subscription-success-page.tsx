import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { NOTIFICATIONS_NS } from '../i18n';
import { topicOf } from '../model/subscription-links';

/** /subscription-success?category= (spec 3 §2, the category optional). */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const [search] = useSearchParams();
  const topic = topicOf(search.get('category'));
  return (
    <Page title={t('subscribed.title')} width="form">
      <Card className="space-y-6 p-6">
        <p>{topic ? t('subscribed.withCategory', { topic: t(`topics.${topic}`) }) : t('subscribed.withoutCategory')}</p>
        <ButtonLink to={paths.home()} variant="secondary">
          {t('home')}
        </ButtonLink>
      </Card>
    </Page>
  );
}
