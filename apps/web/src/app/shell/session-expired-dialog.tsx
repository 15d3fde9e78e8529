import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useSessionExpired } from '../../lib/session-expiry';

/** "Η συνεδρία σας έληξε": OK reloads, so every page starts again as a guest's. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const expired = useSessionExpired();
  const reload = () => window.location.reload();
  return (
    <Modal
      open={expired}
      onClose={reload}
      role="alertdialog"
      aboveAll
      title={t('session.expiredTitle')}
      actions={
        <Button onClick={reload} autoFocus>
          {t('common.ok')}
        </Button>
      }
    >
      <p>{t('session.expiredText')}</p>
    </Modal>
  );
}
