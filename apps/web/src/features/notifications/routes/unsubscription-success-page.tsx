import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { reportFormError } from '../../../lib/form-errors';
import { resubscribe } from '../api/subscription-calls';
import { NOTIFICATIONS_NS } from '../i18n';
import { safeResubscribeUrl, subscriptionSuccessPath, topicOf } from '../model/subscription-links';

/**
 * /unsubscription-success?category=&resubscribeUrl= (spec 3 §2): the message
 * names the category when one is given; the button subscribes again.
 */
export function UnsubscriptionSuccessPage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const topic = topicOf(search.get('category'));
  const resubscribeUrl = safeResubscribeUrl(search.get('resubscribeUrl'));
  const [pending, setPending] = useState(false);

  const again = async () => {
    if (!resubscribeUrl) return;
    setPending(true);
    try {
      const answer = await resubscribe(resubscribeUrl);
      await navigate(subscriptionSuccessPath(answer.data.category));
    } catch (error) {
      reportFormError(error, undefined, undefined, { refusalsAsNotice: true });
      setPending(false);
    }
  };

  return (
    <Page title={t('unsubscribed.title')} width="form">
      <Card className="space-y-6 p-6">
        <p>
          {topic ? t('unsubscribed.withCategory', { topic: t(`topics.${topic}`) }) : t('unsubscribed.withoutCategory')}
        </p>
        {resubscribeUrl && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-ink-muted">{t('unsubscribed.changedMind')}</span>
            <SubmitButton type="button" pending={pending} onClick={() => void again()}>
              {t('unsubscribed.resubscribe')}
            </SubmitButton>
          </div>
        )}
        <div className="border-t border-line pt-4">
          <ButtonLink to={paths.settings('notifications')} variant="ghost" size="sm">
            {t('settings')}
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
