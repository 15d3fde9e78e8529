import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { unsubscribe } from '../api/subscription-calls';
import { NOTIFICATIONS_NS } from '../i18n';
import { topicOfToken, unsubscriptionSuccessPath } from '../model/subscription-links';

/**
 * /unsubscribe?token=: where a mail's unsubscribe link opens. It asks before it
 * changes anything (mail scanners open every link); the button unsubscribes
 * and leads to /unsubscription-success (decision 031).
 */
export function UnsubscribePage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const topic = topicOfToken(token);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!token) return;
    setPending(true);
    try {
      const answer = await unsubscribe(token);
      await navigate(unsubscriptionSuccessPath(answer.data.category, answer.data.resubscribeUrl));
    } catch (error) {
      reportFormError(error, undefined, undefined, { refusalsAsNotice: true });
      setPending(false);
    }
  };

  return (
    <Page title={t('confirm.title')} width="form">
      {token && topic ? (
        <Card className="space-y-6 p-6">
          <p>{t('confirm.withCategory', { topic: t(`topics.${topic}`) })}</p>
          <SubmitButton type="button" variant="danger" pending={pending} onClick={() => void confirm()}>
            {t('confirm.button')}
          </SubmitButton>
        </Card>
      ) : (
        <Alert tone="danger">{t('confirm.invalid')}</Alert>
      )}
    </Page>
  );
}
