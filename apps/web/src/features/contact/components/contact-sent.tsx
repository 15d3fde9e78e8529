import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';

export function ContactSent({ onWriteAnother }: { onWriteAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Alert tone="success" title={t('contact.sentTitle')}>
        {t('contact.sent')}
      </Alert>
      <Button variant="secondary" onClick={onWriteAnother}>
        {t('contact.another')}
      </Button>
    </div>
  );
}
