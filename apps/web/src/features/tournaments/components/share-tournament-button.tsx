import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LinkIcon } from '../../../components/svg-icons/icons';
import { notify } from '../../../lib/notify';
import { TOURNAMENTS_NS } from '../i18n';

/**
 * Shares the landing page through the phone's own share sheet (Web Share API);
 * where there is none (most desktops) the link goes to the clipboard instead.
 */
export function ShareTournamentButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects: nothing to tell.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ level: 'success', message: t('landing.linkCopied'), lifespan: 'quick' });
    } catch {
      notify({ level: 'warning', message: t('landing.copyFailed') });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <LinkIcon className="size-4" />
      {t('landing.share')}
    </Button>
  );
}
